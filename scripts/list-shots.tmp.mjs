import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '/work/wt-list/scripts/stack.mjs';
import { measureListPage, listPageTable } from '/work/wt-list/scripts/bench-list-page.mjs';

const o = 100;
const ports = { portal: 18080 + o + 7, api: 14000 + o + 7, identity: 19229 + o + 7, smtp: 11025 + o + 7, mailWeb: 11080 + o + 7 };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-list-shots-'));
const stack = await startStack({ ports, dataDir, quiet: true, env: { SEED_DEMO: '1', SEED_PATIENTS: '2000', LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const base = stack.urls.portal;
const out = '/work/wt-list/test-results/list-shots';
try {
  async function signed(email, signIn, home, w, h, locale) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale });
    const page = await ctx.newPage();
    await page.goto(base + signIn);
    await page.getByLabel(/E-mail|Correo/).fill(email);
    await page.getByLabel(/^(Password|Contraseña)$/).fill('DemoPass#2026');
    await page.getByRole('button', { name: /Sign in|Iniciar/ }).click();
    await page.waitForURL(base + home);
    const decline = page.getByRole('button', { name: /Decline|Rechazar/ });
    if (await decline.isVisible().catch(() => false)) await decline.click();
    return { ctx, page };
  }
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const { ctx, page } = await signed('doctor@demo.test', '/login', '/doctor/users-list', w, h);
    await page.waitForSelector('main tbody tr');
    await page.screenshot({ path: `${out}/doctor-en-${w}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log('overflow', w, overflow);
    await page.goto(base + '/doctor/users-list?size=25&sort=name&dir=asc');
    await page.waitForSelector('main tbody tr');
    await page.screenshot({ path: `${out}/doctor-en-${w}-sorted.png`, fullPage: true });
    // Spanish via the account menu
    await page.getByRole('button', { name: 'doctor@demo.test' }).click();
    await page.getByLabel('Language').selectOption('es-ES');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/doctor-es-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'doctor@demo.test' }).click();
    await page.getByLabel('Idioma').selectOption('en-GB');
    await page.keyboard.press('Escape');
    await ctx.close();
  }
  {
    const { ctx, page } = await signed('admin@demo.test', '/sign-in-admin', '/admin/doctors-list', 1280, 800);
    await page.goto(base + '/admin/patients-list');
    await page.waitForSelector('main tbody tr');
    await page.screenshot({ path: `${out}/admin-list.png`, fullPage: true });
    await page.goto(base + '/admin/patient-profile/patient@demo.test');
    await page.getByText('Assigned doctors').waitFor();
    await page.screenshot({ path: `${out}/admin-profile.png`, fullPage: true });
    await ctx.close();
  }
  {
    const { ctx, page } = await signed('superadmin@demo.test', '/sign-in-superadmin', '/superadmin/results', 390, 844);
    await page.goto(base + '/patients-list');
    await page.waitForSelector('main tbody tr');
    await page.screenshot({ path: `${out}/superadmin-390.png`, fullPage: true });
    console.log('overflow super 390', await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth));
    await ctx.close();
  }
  const r = await measureListPage(browser, base, 'DemoPass#2026', 3);
  console.log(listPageTable(r));
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
