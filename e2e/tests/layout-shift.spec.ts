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
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
          w.__shifts.push(`${e.value.toFixed(4)} ${e.sources.map((s) => s.node?.nodeName).join(',')}`);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInAs(page, role);
    await expect(page.locator('main#dcp-main h1')).toBeVisible();
    await page.waitForTimeout(1500); // what arrives after the heading (lists, notes, glucose)
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    expect(shifts, 'layout shifts from loading the sign-in page to the landing page').toEqual([]);
  });
