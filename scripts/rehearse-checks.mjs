// The rehearsal's own checks (scripts/rehearse.mjs): the page's production headers through nginx,
// failed answers in nginx's log, and every e-mail sent exactly once.
import fs from 'node:fs';

const NONCE = /<meta property="csp-nonce" content="([^"]+)"/;

/** The portal page and the API through nginx, as a browser and an outsider see them. */
export async function checkPortal(P) {
  const page = async () => {
    const r = await fetch(`http://127.0.0.1:${P.portal}/doctor/users-list`);
    return { r, html: await r.text() };
  };
  const [a, b] = [await page(), await page()];
  const nonce = NONCE.exec(a.html)?.[1] ?? '';
  const csp = a.r.headers.get('content-security-policy') ?? '';
  const missing = await fetch(`http://127.0.0.1:${P.portal}/remotes/mfe-doctor/nothing.js`);
  const metrics = await fetch(`http://127.0.0.1:${P.api}/metrics`);
  const scraped = await fetch(`http://127.0.0.1:${P.metrics[0]}/metrics`);
  const worker = await fetch(`http://127.0.0.1:${P.portal}/sw.js`);
  const manifest = await fetch(`http://127.0.0.1:${P.portal}/manifest.es.webmanifest`);
  const offline = await fetch(`http://127.0.0.1:${P.portal}/offline.html`);
  const offlineHtml = await offline.text();
  // The first screen from HTML (issue 27 point 1): nginx picks the pre-rendered file by language.
  const login = await fetch(`http://127.0.0.1:${P.portal}/login`, {
    headers: { 'accept-language': 'es-ES,es' },
  });
  const loginHtml = await login.text();
  return [
    [
      "a public page is answered pre-rendered, in the browser's language, with its nonce",
      login.ok &&
        loginHtml.includes('<html lang="es-ES"') &&
        /<h1[^>]*>Bienvenido/.test(loginHtml) &&
        !loginHtml.includes('__CSP_NONCE__') &&
        /accept-language/.test(login.headers.get('vary') ?? ''),
      login.headers.get('vary'),
    ],
    [
      'the page carries a fresh CSP style nonce per answer',
      nonce.length >= 16 && csp.includes(`'nonce-${nonce}'`) && NONCE.exec(b.html)?.[1] !== nonce,
      csp.slice(0, 80),
    ],
    [
      'the page has the production headers',
      ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'].every((h) =>
        a.r.headers.get(h),
      ) && a.r.headers.get('cache-control') === 'no-cache',
    ],
    [
      'a missing asset is a 404 with the same headers',
      missing.status === 404 && missing.headers.get('x-content-type-options') === 'nosniff',
    ],
    ['metrics are not served on the public route', metrics.status === 404],
    [
      "metrics are served on the API's METRICS_PORT",
      scraped.ok && /http_request_duration_seconds/.test(await scraped.text()),
    ],
    // Installable (issue 25 point 3): a new worker is seen on the next start; the manifest's type.
    [
      'the service worker is revalidated at every start',
      worker.ok &&
        worker.headers.get('cache-control') === 'no-cache' &&
        /javascript/.test(worker.headers.get('content-type') ?? ''),
    ],
    [
      'the web app manifest has its type',
      manifest.ok && manifest.headers.get('content-type')?.startsWith('application/manifest+json'),
      manifest.headers.get('content-type'),
    ],
    [
      'the offline page is itself, with the page headers',
      offline.ok &&
        offlineHtml.includes('offline.js') &&
        Boolean(offline.headers.get('content-security-policy')),
    ],
  ];
}

/**
 * nginx access log: every answer; those with a 5xx status but 503 (a user request that failed); the
 * 503s (the database restarting, issue 38 point 1) and which of them no later answer to the same
 * request (method and path) succeeded after — a retry the portal did not make, or that failed too.
 */
export function failedAnswers(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const strip = (l) => l.replace(/^\S+ \[[^\]]+\] /, '');
  const request = (l) => /"([^"]+)"/.exec(l)?.[1];
  const statusOf = (l) => Number(/" (\d{3}) /.exec(l)?.[1]);
  const bad = lines.filter((l) => statusOf(l) >= 500 && statusOf(l) !== 503).map(strip);
  const unavailable = lines.flatMap((l, i) => (statusOf(l) === 503 ? [i] : []));
  const unretried = unavailable
    .filter((i) => !lines.slice(i + 1).some((l) => request(l) === request(lines[i]) && statusOf(l) < 500))
    .map((i) => strip(lines[i]));
  return { total: lines.length, bad, unavailable: unavailable.length, unretried };
}

/** The balancer's checks: no failed answer, and every 503 (PostgreSQL restarting) retried after. */
export function balancerChecks(file) {
  const failed = failedAnswers(file);
  return [
    [
      "no user request failed at the balancer (no 5xx but the database restart's 503s)",
      failed.bad.length === 0,
      `${failed.total} requests, ${failed.bad.length} failed ${failed.bad.slice(0, 5).join('; ')}`,
    ],
    [
      'every 503 was a request the portal retried and then got answered',
      failed.unretried.length === 0,
      `${failed.unavailable} answered 503, not retried: ${failed.unretried.slice(0, 5).join('; ')}`,
    ],
  ];
}

/** Every outbox row sent (none waiting, none given up), and each one received once by the relay. */
export async function checkMail(client, mailWeb) {
  const until = Date.now() + 90_000;
  let pending;
  // The worker sends what a killed process left behind once its claim runs out.
  do {
    ({
      rows: [pending],
    } = await client.query(
      `select count(*) filter (where sent_at is null and failed_at is null)::int as waiting,
              count(*) filter (where failed_at is not null)::int as failed,
              count(*) filter (where sent_at is not null)::int as sent
         from mail_outbox`,
    ));
    if (pending.waiting === 0) break;
    await new Promise((r) => setTimeout(r, 1000));
  } while (Date.now() < until);
  const mails = await (await fetch(`${mailWeb}/email`)).json();
  const ids = mails.map((m) => m.messageId).filter((id) => /@outbox\.dcp>?$/.test(String(id)));
  const doubled = ids.length - new Set(ids).size;
  return [
    [
      'no e-mail lost: every e-mail written was sent',
      pending.waiting === 0 && pending.failed === 0,
      `${pending.sent} sent, ${pending.waiting} waiting, ${pending.failed} given up`,
    ],
    [
      'no e-mail doubled: the relay received each once',
      doubled === 0 && ids.length === pending.sent,
      `${ids.length} received for ${pending.sent} sent`,
    ],
  ];
}
