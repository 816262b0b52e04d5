import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mailsTo } from './admin-mail';
import { chooseLanguage, DEMO, DEMO_PASSWORD, declineCookies, type UiLocale, apiUrlOf } from './helpers';
import { openAs } from './sessions';
import { SignInPage } from './pages/sign-in-page';

// Issue 25 point 1 ("Between visits"), as the patient meets it: the demo patient's questionnaire was
// assigned a week ago and never started, so the first reminders run (every minute in the e2e stack)
// mailed them. The e-mail's link leads a signed-out patient through sign-in straight to the
// questionnaire; its stop link works with no sign-in and can be undone. The file sorts before the
// journeys that withdraw that questionnaire to send a new one (tests/assign.ts). The new screens are
// photographed at a phone's and a desktop's size in both languages (test-results/reminders/).

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/reminders/${name}.png`, fullPage: true });

/** The ids of the demo patient's questionnaires, as the API lists them to the patient. */
async function patientInstanceIds(browser: Browser): Promise<string[]> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await openAs(page, 'patient');
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  const apiUrl = await apiUrlOf(page);
  const res = await page.request.get(`${apiUrl}/surveyInstance?size=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ids = ((await res.json()) as { content: { id: string }[] }).content.map((i) => i.id);
  await ctx.close();
  return ids;
}

/**
 * The demo patient's newest reminder of a questionnaire they still have: the e2e stack runs reminders
 * every minute, so one is at most a minute away; an earlier journey may since have withdrawn the
 * questionnaire an older reminder named (its link then rightly finds nothing).
 */
async function reminderMail(request: APIRequestContext, browser: Browser) {
  const ids = await patientInstanceIds(browser);
  let found: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, DEMO.patient.email, /^Reminder:/))
          .filter((m) => ids.some((id) => m.text.includes(`/survey/${id}`)))
          .pop();
        return Boolean(found);
      },
      { timeout: 150_000, intervals: [5000] },
    )
    .toBe(true);
  return found!;
}

/** A browser nobody is signed in to, in `locale` (the preference a visitor's portal keeps). */
async function visitor(browser: Browser, locale: UiLocale, size: (typeof SIZES)[number] = SIZES[0]) {
  const ctx = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  await ctx.addInitScript((l) => localStorage.setItem('locale', l), locale);
  return ctx;
}

test('the reminder leads a signed-out patient to the questionnaire after sign-in; its stop link needs no sign-in', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mail = await reminderMail(request, browser);
  expect(mail.subject).toBe('Reminder: you have a questionnaire to answer');
  const survey = new URL(/(\S+\/survey\/[0-9a-f-]{36})/.exec(mail.text)![1]!).pathname;
  const stop = new URL(/(\S+\/stop-reminders\/\S+)/.exec(mail.text)![1]!).pathname;
  // The mail client's own "unsubscribe" is one click (RFC 8058): the API's URL for the same token.
  const headers = (mail as unknown as { headers: Record<string, string> }).headers;
  expect(headers['list-unsubscribe']).toContain(`/reminders/one-click/${stop.split('/').pop()}>`);
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  const ctx = await visitor(browser, 'en-GB');
  const page = await ctx.newPage();
  await page.goto(survey);
  await expect(page).toHaveURL('/login');
  await declineCookies(page);
  await new SignInPage(page).signInAsPatient(DEMO.patient.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(survey);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await ctx.close();

  // The stop link, in a browser nobody signed in to: one press on the link, and the page says so.
  for (const locale of ['en-GB', 'es-ES'] as const) {
    for (const size of SIZES) {
      const c = await visitor(browser, locale, size);
      const p = await c.newPage();
      await p.goto(stop);
      await declineCookies(p);
      const stopped =
        locale === 'en-GB'
          ? 'You will not receive any more reminders about questionnaires.'
          : 'No recibirá más recordatorios de cuestionarios.';
      await expect(p.getByRole('status').filter({ hasText: stopped })).toBeVisible();
      await shot(p, `stop-${locale}-${size.name}`);
      await c.close();
    }
  }
  // Undone from the same page: reminders are on again.
  const c = await visitor(browser, 'en-GB');
  const p = await c.newPage();
  await p.goto(stop);
  await p.getByRole('button', { name: 'Turn reminders back on' }).click();
  await expect(p.getByText('Reminders are on again.')).toBeVisible();
  await p.goto('/stop-reminders/not.a-real-token');
  await expect(p.getByRole('alert')).toContainText('not valid');
  await c.close();
});

/** Signs `role` in (in English), switches to `locale` the way a person does, and back after `look`. */
async function inLanguage(
  browser: Browser,
  role: 'doctor' | 'admin',
  locale: UiLocale,
  size: (typeof SIZES)[number],
  look: (page: Page) => Promise<void>,
) {
  const ctx = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await ctx.newPage();
  await openAs(page, role);
  await declineCookies(page);
  if (locale === 'es-ES') await chooseLanguage(page, DEMO[role].email, 'es-ES');
  try {
    await look(page);
  } finally {
    if (locale === 'es-ES') await chooseLanguage(page, DEMO[role].email, 'en-GB');
    await ctx.close();
  }
}

test('the doctor sees when the last reminder went; the clinic admin sets the delays', async ({ browser }) => {
  test.setTimeout(240_000);
  for (const locale of ['en-GB', 'es-ES'] as const) {
    for (const size of SIZES) {
      await inLanguage(browser, 'doctor', locale, size, async (doctor) => {
        const line = locale === 'en-GB' ? /^Last reminder: / : /^Último recordatorio: /;
        const reminded = doctor.getByRole('main').getByText(line).first();
        await expect(reminded).toBeVisible();
        // The row itself (the whole list is long on a phone), and the page on a desktop.
        await reminded.locator('xpath=ancestor::tr').screenshot({
          path: `test-results/reminders/list-row-${locale}-${size.name}.png`,
        });
        if (size.name === '1280') await shot(doctor, `list-${locale}-${size.name}`);
      });
      await inLanguage(browser, 'admin', locale, size, async (admin) => {
        const name = locale === 'en-GB' ? 'Clinic' : 'Clínica';
        // On a phone the sidebar is behind the Menu button; the address is the same.
        if (size.name === '1280') await admin.getByRole('link', { name, exact: true }).click();
        else await admin.goto('/admin/clinic');
        await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
          locale === 'en-GB' ? 'Your clinic' : 'Su clínica',
        );
        await expect(admin.getByRole('group').first()).toBeVisible();
        await shot(admin, `settings-${locale}-${size.name}`);
      });
    }
  }
  // The admin sets one questionnaire's second reminder before its first: refused; then saved.
  await inLanguage(browser, 'admin', 'en-GB', SIZES[1], async (admin) => {
    await admin.getByRole('link', { name: 'Clinic', exact: true }).click();
    const second = () =>
      admin.getByRole('group').first().getByRole('spinbutton', { name: 'Second reminder (days)' });
    await second().fill('2');
    await admin.getByRole('button', { name: 'Save reminders' }).click();
    await expect(
      admin
        .getByRole('group')
        .first()
        .getByText(/must come after the first/),
    ).toBeVisible();
    await second().fill('10');
    await admin.getByRole('button', { name: 'Save reminders' }).click();
    await expect(admin.getByText('The reminder settings were saved.')).toBeVisible();
    await admin.reload();
    await expect(second()).toHaveValue('10');
    // Back to the default delay, for whoever comes next.
    await second().fill('7');
    await admin.getByRole('button', { name: 'Save reminders' }).click();
    await expect(admin.getByText('The reminder settings were saved.')).toBeVisible();
  });
});

// Issue 36 point 15: the clinic admin checks the reminders — reached from the reminder settings, the
// demo patient's reminder (the first test above followed it from the inbox) listed as sent, the next
// ones listed, and "Send me a test reminder" puts the patients' e-mail, marked as a test and in the
// admin's language, in the admin's own inbox.
test('the clinic admin sees the reminders sent and due and sends themselves a test reminder', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  for (const locale of ['en-GB', 'es-ES'] as const) {
    const en = locale === 'en-GB';
    for (const size of SIZES) {
      await inLanguage(browser, 'admin', locale, size, async (admin) => {
        await admin.goto('/admin/clinic');
        await admin
          .getByRole('link', {
            name: en
              ? 'See the reminders sent and due, or send yourself a test'
              : 'Ver los recordatorios enviados y pendientes, o enviarse una prueba',
          })
          .click();
        await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
          en ? 'Reminders sent and due' : 'Recordatorios enviados y pendientes',
        );
        const recent = admin.getByRole('region', {
          name: en ? 'Recent reminders' : 'Recordatorios recientes',
        });
        await expect(recent.getByText('Pat Patient').first()).toBeVisible();
        await expect(recent).toContainText(en ? 'Sent' : 'Enviado');
        await expect(
          admin.getByRole('region', { name: en ? 'Next reminders' : 'Próximos recordatorios' }),
        ).toBeVisible();
        // Pressed once per language: a phone in Spanish, a desktop in English (a few an hour are allowed).
        if ((size.name === '390') === !en) {
          const tests = () => mailsTo(request, DEMO.admin.email, en ? /^Test: / : /^Prueba: /);
          const before = (await tests()).length;
          await admin
            .getByRole('button', {
              name: en ? 'Send me a test reminder' : 'Enviarme un recordatorio de prueba',
            })
            .click();
          await expect(admin.getByRole('status').filter({ hasText: DEMO.admin.email })).toHaveText(
            en
              ? 'Test reminder sent to admin@demo.test. Look in your inbox.'
              : 'Recordatorio de prueba enviado a admin@demo.test. Mire en su bandeja de entrada.',
          );
          await expect.poll(async () => (await tests()).length).toBe(before + 1);
          const mail = (await tests()).pop()!;
          expect(mail.subject).toBe(
            en
              ? 'Test: Reminder: you have a questionnaire to answer'
              : 'Prueba: Recordatorio: tiene un cuestionario pendiente',
          );
          expect(mail.text).toMatch(en ? /^TEST: / : /^PRUEBA: /);
        }
        await shot(admin, `activity-${locale}-${size.name}`);
      });
    }
  }
});
