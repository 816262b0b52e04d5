import { expect, test, type Page, type Request } from '@playwright/test';
import { unique } from './admin-mail';
import {
  answerCurrent,
  api,
  chooseLanguage,
  DEMO,
  DEMO_PASSWORD,
  QUESTIONNAIRE_EN,
  apiUrlOf,
} from './helpers';
import { SignInPage } from './pages/sign-in-page';
import { doctorsLink, signUpByLink } from './link-patient';

// Issue 25 points 2 and 3, as a patient on a phone meets them: the connection drops mid-questionnaire,
// three answers are given offline, the page is reloaded (the offline page answers), and when the
// connection returns every answer reaches the server in the order given. The portal is installable:
// its manifest, icons and service worker, which never keeps an API answer or the patient's data.

const OFFLINE_EN = 'You are offline — your answers are kept and sent when you are back';
const OFFLINE_ES = 'No tiene conexión: sus respuestas se guardan y se enviarán cuando vuelva a tenerla';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/offline/${name}.png`, fullPage: true });

interface Answer {
  question: { id: string };
  answer: { id?: string; answer?: string };
}
interface Instance {
  survey: { questions: { id: string; question: string; stage: string }[] };
  answers: Answer[];
}

/** The service worker is installed and controls the page (it claims the page when it activates). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Every URL in Cache Storage with the text of its body, read in the page as the worker keeps them. */
function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const out: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push({ url: request.url, body: response ? await response.text() : '' });
      }
    }
    return out;
  });
}

test('offline mid-questionnaire: three answers survive a reload and reach the server in order when back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const doctorCtx = await browser.newContext();
  const link = await doctorsLink(await doctorCtx.newPage());
  await doctorCtx.close();
  const who = { first: 'Nora', last: `Redes ${unique()}`, email: `nora-${unique()}@test.example` };
  const { ctx, page } = await signUpByLink(browser, link, who, { serviceWorkers: 'allow' });
  const id = /\/survey\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const main = page.getByRole('main');
  const progress = main.getByText(QUESTIONNAIRE_EN.progressRe);
  const next = main.getByRole('button', { name: QUESTIONNAIRE_EN.next, exact: true });
  await controlled(page);
  await answerCurrent(main, QUESTIONNAIRE_EN, 'before the drop');
  await next.click();
  await expect(progress).toHaveText(/^Question 2 of \d+$/);

  await ctx.setOffline(true);
  await expect(main.getByText(OFFLINE_EN)).toBeVisible({ timeout: 2000 });
  await shot(page, 'notice-en-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'notice-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const n of [2, 3, 4]) {
    await answerCurrent(main, QUESTIONNAIRE_EN, `offline answer ${n}`);
    const pressed = Date.now();
    await next.click();
    // Next goes on at once: no retrying against a network the browser knows is not there.
    await expect(progress).toHaveText(new RegExp(`^Question ${n + 1} of \\d+$`), { timeout: 2000 });
    expect(Date.now() - pressed).toBeLessThan(2000);
  }
  await expect(main.getByText('3 answers are waiting on this device.')).toBeVisible();
  await shot(page, 'waiting-en-390');
  await expect(page.getByText(/Unknown error|Request error/)).toHaveCount(0);

  // A reload offline: the service worker's offline page, in the patient's language.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  await shot(page, 'offline-page-en-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'offline-page-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  const puts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith(`/surveyInstance/${id}`)) puts.push(r);
  });
  await ctx.setOffline(false);
  // The offline page reloads itself; the questionnaire resumes after the answers given offline.
  await expect(progress).toHaveText(/^Question 5 of \d+$/, { timeout: 15_000 });
  await expect(main.getByText(/offline|waiting on this device/)).toHaveCount(0, { timeout: 10_000 });

  const server = (await api(page, 'get', `surveyInstance/${id}`)) as Instance;
  const asked = server.survey.questions.filter((q) => q.stage === 'FIRST_WAVE').slice(1, 4);
  // One PUT per answer, in the order given, each now on the server as it was given.
  const sent = puts.map((r) => (r.postDataJSON() as { answers: Answer[] }).answers[0]!);
  expect(sent.map((a) => a.question.id)).toEqual(asked.map((q) => q.id));
  for (const item of sent) {
    const saved = server.answers.find((a) => a.question.id === item.question.id);
    expect(saved?.answer, item.question.id).toMatchObject(item.answer);
  }

  // Spanish: the notice, the waiting count and the offline page follow the chosen language.
  await chooseLanguage(page, who.email, 'es-ES');
  await ctx.setOffline(true);
  await expect(main.getByText(OFFLINE_ES)).toBeVisible({ timeout: 2000 });
  await shot(page, 'notice-es-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'notice-es-1280');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No tiene conexión', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await shot(page, 'offline-page-es-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'offline-page-es-390');
  await ctx.setOffline(false);
  await expect(main.getByText(/^Pregunta 5 de \d+$/)).toBeVisible({ timeout: 15_000 });

  // After the journey: nothing from the API, nor the patient's name or e-mail, in Cache Storage.
  const entries = await cachedEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  const apiUrl = await apiUrlOf(page);
  for (const e of entries) {
    expect(e.url.startsWith(apiUrl) || /\/api\//.test(e.url), e.url).toBe(false);
    expect(e.url.startsWith(new URL(page.url()).origin), e.url).toBe(true);
    for (const personal of [who.email, who.last, id]) expect(e.body.includes(personal), e.url).toBe(false);
  }
  await ctx.close();
});

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

test('installable: the manifest in the page language, its icons, and a worker that controls the page and keeps no personal data', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [locale, name, file] of [
    ['en-GB', 'Diabetes Care Portal', '/manifest.en.webmanifest'],
    ['es-ES', 'Portal de Atención a la Diabetes', '/manifest.es.webmanifest'],
  ] as const) {
    const ctx = await browser.newContext({ locale, serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', file);
    const res = await page.request.get(file);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const m = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(m).toMatchObject({
      name,
      lang: locale,
      start_url: '/patient/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5cad',
    });
    for (const purpose of ['any', 'maskable'])
      for (const size of [192, 512]) {
        const icon = m.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`)!;
        const png = await page.request.get(icon.src);
        expect(png.headers()['content-type'], icon.src).toBe('image/png');
        expect(pngSize(await png.body()), icon.src).toEqual({ width: size, height: size });
      }
    await ctx.close();
  }

  // A patient's journey with the worker in control: Home, a questionnaire's results, back Home.
  const ctx = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await ctx.newPage();
  await page.goto('/login');
  await controlled(page);
  const worker = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(worker.scope).toBe(new URL('/', page.url()).toString());
  expect(worker.script).toMatch(/\/sw\.js$/);
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const cdp = await ctx.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  await new SignInPage(page).signInAsPatient(DEMO.patient.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/patient/home');
  const me = (await api(page, 'get', 'user/this')) as {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
  };
  await page.goto('/patient/results');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/patient/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const entries = await cachedEntries(page);
  const origin = new URL(page.url()).origin;
  expect(entries.some((e) => /\/remotes\/mfe-patient\//.test(e.url))).toBe(true);
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  for (const e of entries) {
    expect(e.url.startsWith(origin) && !/\/api\/|surveyInstance|user\/this/.test(e.url), e.url).toBe(true);
    // Single words ('Pat', 'Patient') are also in the portal's own texts: the full name is the data.
    for (const personal of [me.email, me.id, `${me.firstName} ${me.lastName}`, token!])
      expect(e.body.includes(personal), `${e.url} holds ${personal}`).toBe(false);
  }
  await ctx.close();
});

test('Chromium finds the portal installable, as Lighthouse asks it', async ({ playwright }, testInfo) => {
  // A real profile: in an incognito one (every Playwright context) Chromium installs nothing and
  // checks nothing else. Page.getInstallabilityErrors is what Lighthouse's installable-manifest reads.
  const ctx = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
    serviceWorkers: 'allow',
  });
  const page = await ctx.newPage();
  await page.goto(new URL('/login', testInfo.project.use.baseURL).toString());
  await controlled(page);
  const cdp = await ctx.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  await ctx.close();
});
