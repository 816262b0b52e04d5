import { LIMIT_DEFAULTS } from '../../src/config';
import type { Role } from '../../src/contracts';
import { REQUEST_EXAMPLES } from '../../src/openapi/examples';
import { call, get, startStack, type Res, type Stack } from '../helpers';
import { captureMailer } from '../mail-capture';
import { ACTORS, setUpActors, type Actor } from './actors';
import { expected, POLICY, type Outcome, type RoutePolicy } from './policy';
import { fill, kindOf, valueFor, type Globals, type Target } from './targets';

/**
 * Issue 12 point 2: every route the API registers × every actor × (a demo-clinic record, another
 * clinic's record, a missing one), with the expected outcome from one declared policy per route
 * (./policy.ts). A route without a policy fails; a 2xx or a 4xx other than the expected one fails;
 * another clinic's record must answer exactly like a missing one (status and message).
 * AUTHZ_MATRIX_REPORT=1 prints the observed table (for reviewing a new route's policy).
 */
const cap = captureMailer();
let s: Stack;
let world: Awaited<ReturnType<typeof setUpActors>>;
let globals: Globals;

// Hundreds of calls from one address in a minute: the abuse limits have their own tests.
const noLimits = Object.fromEntries(
  Object.keys(LIMIT_DEFAULTS).flatMap((name) => {
    const key = `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    return [
      [`${key}_IP`, '100000/60'],
      [`${key}_ACCOUNT`, '100000/60'],
    ];
  }),
);

beforeAll(async () => {
  // The widget-session example's origin is an allowed one, so a patient's call can succeed.
  s = await startStack({
    mailer: cap.mailer,
    env: { ...noLimits, DEXCOM_WIDGET_ORIGINS: 'https://www.clinic.example' },
  });
  world = await setUpActors(s, cap.sent);
  const tree = (await get(s.url, '/resources/education', world.tokens.doctor)).body;
  globals = { resource: firstResourceId(tree), survey: world.demo.surveyId };
}, 180_000);
afterAll(() => s?.stop());

/** The id a resource's own `url` uses (`/resources/education/<id>`, resolved below it), from the first one. */
function firstResourceId(tree: unknown): string {
  const url = /"url":"\/resources\/education\/([^/"]+)"/.exec(JSON.stringify(tree))?.[1];
  if (!url) throw new Error('no resource in the tree');
  return url;
}

const operationIds = () => {
  const doc = s.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
  const out = new Map<string, string>();
  for (const [p, item] of Object.entries(doc.paths))
    for (const [m, op] of Object.entries(item))
      if (op.operationId) out.set(`${m.toUpperCase()} ${p}`, op.operationId);
  return out;
};

interface Observed {
  route: string;
  actor: Actor;
  target: Target;
  res: Res;
  want: Outcome;
}

// An allowed read answers 2xx (or 409: the record is not in a state to show it, e.g. the answers of
// an unsubmitted questionnaire); an allowed write may still refuse its example body with a 4xx.
const matches = (res: Res, want: Outcome, method: string) =>
  want === 'allowed'
    ? method === 'GET'
      ? (res.status >= 200 && res.status < 300) || res.status === 409
      : ![401, 403, 404].includes(res.status) && res.status < 500
    : want === 'allowedOrAbsent'
      ? ![401, 403].includes(res.status) && res.status < 500
      : res.status === { unauthenticated: 401, forbidden: 403, hidden: 404 }[want];

test('every registered route has a declared policy, and every call answers as it declares', async () => {
  const ids = operationIds();
  const routes = s.app.dcp.routes.filter((r) => !POLICY.ignored.some((re) => re.test(r.url)));
  const undeclared = routes.map((r) => `${r.method} ${r.url}`).filter((k) => !POLICY.routes[k]);
  const reporting = process.env.AUTHZ_MATRIX_REPORT === '1';
  if (!reporting) expect(undeclared).toEqual([]);
  const policyOf = (key: string): RoutePolicy => POLICY.routes[key] ?? { who: 'anyone', scope: 'clinic' };

  const observed: Observed[] = [];
  // Routes that consume their record, then those that end the caller's session, run last.
  const rank = (r: { method: string; url: string }) => policyOf(`${r.method} ${r.url}`).runLast ?? 0;
  const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
  for (const r of ordered) {
    const key = `${r.method} ${r.url}`;
    const policy = policyOf(key);
    const kind = kindOf(r.url) ?? policy.target ?? null;
    const targets: Target[] = kind ? ['demo', 'other', 'missing'] : ['none'];
    const example = REQUEST_EXAMPLES[ids.get(`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`) ?? ''];
    for (const actor of ACTORS)
      for (const target of targets) {
        const record =
          kind && target !== 'none' ? valueFor(kind, target, world.demo, world.other, globals) : '';
        const path = fill(r.url, record) + (policy.query?.(record, world) ?? '');
        const res = await call(s.url, r.method, path, {
          token: world.tokens[actor],
          ...(policy.csv !== undefined
            ? { raw: policy.csv, headers: { 'content-type': 'text/csv' } }
            : { body: policy.body ? policy.body(record, actor, world) : example }),
        });
        observed.push({ route: key, actor, target, res, want: expected(policy, actor, target) });
      }
  }

  if (reporting) report(observed);
  const wrong = observed.filter((o) => !matches(o.res, o.want, o.route.split(' ')[0]!)).map(describe);
  // A record of a clinic the caller cannot reach and a missing one must be indistinguishable (status
  // and message) to everyone but the superadmin. Resources and survey definitions belong to no clinic.
  const unreachable = (a: Actor): Target => (a === 'otherDoctor' || a === 'otherAdmin' ? 'demo' : 'other');
  const oracles = observed
    .filter((o) => o.actor !== 'superadmin' && o.target === unreachable(o.actor))
    .filter((o) => !['resource', 'survey'].includes(kindOf(o.route.split(' ')[1]!) ?? ''))
    .filter((o) => {
      const m = observed.find((x) => x.route === o.route && x.actor === o.actor && x.target === 'missing')!;
      return m.res.status !== o.res.status || detail(m.res) !== detail(o.res);
    })
    .map((o) => `${o.route} as ${o.actor}: another clinic's ${o.res.status} “${detail(o.res)}” vs missing`);
  console.log(
    `authorization matrix: ${observed.length} cases over ${routes.length} routes × ${ACTORS.length} actors`,
  );
  expect(wrong).toEqual([]);
  expect(oracles).toEqual([]);
  expect(observed.length).toBeGreaterThan(1000);
}, 600_000);

// The roles a route declares (config.roles, enforced by auth/plugin.ts) against the policy above,
// written by actor: a declaration wider or narrower than who the policy lets in is a wrong one even
// where the handler happens to refuse the extra role itself. Public routes are the policy's `anyone`.
const ROLE_OF: Record<Exclude<Actor, 'anonymous'>, Role> = {
  restricted: 'patient',
  oneTime: 'patient',
  patient: 'patient',
  patient2: 'patient',
  doctor: 'doctor',
  otherDoctor: 'doctor',
  admin: 'admin',
  otherAdmin: 'admin',
  superadmin: 'superadmin',
};

test('every route declares the roles its policy lets in, or is public where the policy says anyone', () => {
  const wrong: string[] = [];
  for (const r of s.app.dcp.routes.filter((x) => !POLICY.ignored.some((re) => re.test(x.url)))) {
    const key = `${r.method} ${r.url}`;
    const who = POLICY.routes[key]?.who;
    if (!who) continue; // the test above fails on it
    const declared = r.access === 'any' ? 'any' : r.access === 'public' ? 'public' : [...(r.access ?? [])];
    if (who === 'anyone') {
      if (declared !== 'public') wrong.push(`${key}: policy anyone, declared ${String(declared)}`);
      continue;
    }
    const wanted = [...new Set(who.filter((a) => a !== 'anonymous').map((a) => ROLE_OF[a]))].sort();
    if (declared === 'public') wrong.push(`${key}: declared public, policy ${wanted.join(',')}`);
    else if (declared !== 'any' && declared.sort().join(',') !== wanted.join(','))
      wrong.push(`${key}: declared ${declared.join(',')}, policy ${wanted.join(',')}`);
  }
  expect(wrong).toEqual([]);
});

const detail = (r: Res) => (r.body as { detail?: string } | undefined)?.detail ?? '';
const describe = (o: Observed) =>
  `${o.route} as ${o.actor} on ${o.target}: ${o.res.status} (${detail(o.res).slice(0, 60)}), want ${o.want}`;

function report(observed: Observed[]) {
  const lines = new Map<string, string[]>();
  for (const o of observed) {
    const row = lines.get(o.route) ?? [];
    row.push(`${o.actor}:${o.target[0]}${o.res.status}`);
    lines.set(o.route, row);
  }
  console.log([...lines].map(([k, v]) => `${k}\n  ${v.join(' ')}`).join('\n'));
}
