import { expect, test } from '@playwright/test';
import { signInAs, type DemoRole } from './helpers';

// Issue 16: signing in moves nothing on screen (CLS 0 on the sign-in transition). Every layout shift
// is counted here, also those within 500 ms of the click that CLS itself forgives, so the check does
// not depend on how fast this machine signs in, and what each landing page loads after its heading
// (the doctor's 2,000-row list, the patient's notes and glucose) must arrive without pushing anything.
const ROLES: DemoRole[] = ['superadmin', 'admin', 'doctor', 'patient'];

for (const role of ROLES)
  test(`signing in as ${role} shifts nothing on the page`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      // Each shift says where (path), when, and what moved from where to where: CI's summary shows
      // only the message, and a shift seen once under load must be traceable from that line alone.
      const box = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      const name = (n?: Node | null) => {
        if (!n) return '?';
        const el = n instanceof Element ? n : n.parentElement;
        const text = (n.textContent ?? '').trim().slice(0, 24);
        return `${n.nodeName}${el?.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}`;
      };
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          startTime: number;
          sources: Source[];
        }[])
          w.__shifts.push(
            `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms on ${location.pathname}: ` +
              e.sources
                .map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`)
                .join('; '),
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInAs(page, role);
    await expect(page.locator('main#dcp-main h1')).toBeVisible();
    await page.waitForTimeout(1500); // what arrives after the heading (lists, notes, glucose)
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    expect(
      shifts,
      `layout shifts from loading the sign-in page to the landing page: ${shifts.join(' | ')}`,
    ).toEqual([]);
  });
