import { expect, test } from '@playwright/test';
import { DEMO, chooseLanguage } from './helpers';
import { openAs } from './sessions';

// Issue 10: the page <title> names the page, in the chosen language ("Page · Portal name").
test('the tab names the page in English, then in Spanish', async ({ page }) => {
  await openAs(page, 'doctor');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toHaveText(/\S/);
  await expect(page).toHaveTitle(`${(await heading.innerText()).trim()} · Diabetes Care Portal`);

  await chooseLanguage(page, DEMO.doctor.email, 'es-ES');
  await expect(page).toHaveTitle(/ · Portal de Atención a la Diabetes$/);
  await expect(page).toHaveTitle(`${(await heading.innerText()).trim()} · Portal de Atención a la Diabetes`);

  await chooseLanguage(page, DEMO.doctor.email, 'en-GB');
  await expect(page).toHaveTitle(/ · Diabetes Care Portal$/);
});
