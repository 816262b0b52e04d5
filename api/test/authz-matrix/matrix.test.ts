import { LIMIT_DEFAULTS } from '../../src/config';
import { call, get, startStack, type Res, type Stack } from '../helpers';
import { captureMailer } from '../mail-capture';
import { ACTORS, setUpActors, type Actor } from './actors';
import { expected, POLICY, whoOf, type Outcome, type RoutePolicy } from './policy';
import { fill, kindOf, valueFor, type Globals, type Target } from './targets';

/**
 * Issue 12 point 2: every route the API registers × every actor × (a demo-clinic record, another
 * clinic's record, a missing one). The expected outcome follows from the route's own declaration
 * (issue 40 point 3): who may call it from its `config.roles` or `config.public` (policy.ts `whoOf`),
 * whose records from the record its path names (targets.ts), the body from its OpenAPI example (the
 * contract's); ./policy.ts keeps only what a route cannot declare. Every actor's request is sent: a
 * 2xx or a 4xx other than the expected one fails (a handler that forgets its clinic or ownership check
 * answers another clinic's record), and another clinic's record must answer exactly like a missing
 * one (status and message).
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

interface Operation {
  requestBody?: { content: Record<string, { example?: unknown }> };
}
/** Each operation's request example as the OpenAPI document shows it, by `METHOD /fastify/:url`. */
const examples = () => {
  const doc = s.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const out = new Map<string, unknown>();
  for (const [p, item] of Object.entries(doc.paths))
    for (const [m, op] of Object.entries(item)) {
      const media = Object.values(op.requestBody?.content ?? {})[0];
      out.set(`${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`, media?.example);
    }
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

test('every registered route answers every actor as its declaration says', async () => {
  const bodies = examples();
  const routes = s.app.dcp.routes.filter((r) => !POLICY.ignored.some((re) => re.test(r.url)));
  const reporting = process.env.AUTHZ_MATRIX_REPORT === '1';
  const policyOf = (key: string): RoutePolicy => POLICY.routes[key] ?? {};

  const observed: Observed[] = [];
  // Routes that consume their record, then those that end the caller's session, run last.
  const rank = (r: { method: string; url: string }) => policyOf(`${r.method} ${r.url}`).runLast ?? 0;
  const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
  for (const r of ordered) {
    const key = `${r.method} ${r.url}`;
    const policy = policyOf(key);
    const kind = kindOf(r.url) ?? policy.target ?? null;
    const targets: Target[] = kind ? ['demo', 'other', 'missing'] : ['none'];
    const who = whoOf(r);
    // Resources and survey definitions belong to no clinic: any existing one is everyone's.
    const global = kind === 'resource' || kind === 'survey';
    const example = bodies.get(key);
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
        observed.push({ route: key, actor, target, res, want: expected(policy, who, global, actor, target) });
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

// An exception filed under a route that no longer exists (renamed, removed) would silently stop applying.
test('every exception in policy.ts names a route the API registers', () => {
  const registered = new Set(s.app.dcp.routes.map((r) => `${r.method} ${r.url}`));
  expect(Object.keys(POLICY.routes).filter((k) => !registered.has(k))).toEqual([]);
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
