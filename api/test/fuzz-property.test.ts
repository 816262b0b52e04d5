import fc from 'fast-check';
import { MAX_PAGE } from '../src/contracts';
import { seg, type FuzzRequest } from './fuzz/cases';
import { ENDS_SESSION, judge, send } from './fuzz/judge';
import { body, value, type Schema } from './fuzz/schema-arbitrary';
import { demoTokens, get, startStack, type Stack } from './helpers';
import { operations, type Document, type Operation } from './openapi-doc';

// Issue 23 point 8: a property-based fuzzer driven by the served OpenAPI document. For every
// operation, fast-check draws requests from the operation's own schemas — path and query values the
// schema allows or just past its bounds, bodies with fields allowed, at an edge, of the wrong type or
// missing — as anonymous and as each role, and the property is that no answer is a 5xx, leaks
// internals or lacks a message. The budget is bounded (FUZZ_RUNS per operation, FUZZ_SECONDS in all)
// and the seed fixed (FUZZ_SEED), so a failure replays; fast-check shrinks it to a small request.

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 23);
jest.setTimeout((SECONDS + 120) * 1000);

let s: Stack;
let tokens: (string | undefined)[];
beforeAll(async () => {
  s = await startStack();
  tokens = [undefined, ...Object.values(await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient']))];
});
afterAll(() => s?.stop());

type Param = { in: string; name: string; schema?: Schema };
const params = (op: Operation, where: string) =>
  ((op.parameters ?? []) as Param[]).filter((p) => p.in === where);
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** The requests of one operation, drawn from its schemas. */
function requests(template: string, op: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(
    Object.fromEntries(params(op, 'path').map((p) => [p.name, value(p.schema ?? {}).map(asText)])),
  );
  const query = fc.record(
    Object.fromEntries(params(op, 'query').map((p) => [p.name, value(p.schema ?? {}).map(asText)])),
    { requiredKeys: [] },
  );
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema as Schema | undefined;
  const raw: fc.Arbitrary<Pick<FuzzRequest, 'raw' | 'contentType'>> = json
    ? body(json).map((b) => ({ raw: JSON.stringify(b), contentType: 'application/json' }))
    : content['text/csv']
      ? fc
          .array(fc.array(fc.oneof(fc.string(), fc.emailAddress()), { maxLength: 5 }), { maxLength: 6 })
          .map((rows) => ({ raw: rows.map((r) => r.join(',')).join('\n'), contentType: 'text/csv' }))
      : fc.constant({});
  return fc.record({ path, query, raw }).map(({ path: p, query: q, raw: r }) => {
    const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) => seg(p[name] ?? 'x') || 'x');
    const search = Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${seg(v ?? '')}`)
      .join('&');
    return { label: 'drawn', path: search ? `${filled}?${search}` : filled, ...r };
  });
}

/**
 * The callers a route lets past its role check, so the draws reach its handler (a patient's notes
 * are fuzzed as the patient); every caller when none gets past (the 401/403 answers are fuzzed then).
 */
async function admitted(template: string, method: string, op: Operation) {
  const probe: FuzzRequest = {
    label: 'probe',
    path: template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
    ...(op.requestBody?.content['application/json'] ? { raw: '{}', contentType: 'application/json' } : {}),
  };
  const passed = [];
  for (const token of tokens) {
    const { status } = await send(s.url, method, probe, token);
    if (status !== 401 && status !== 403) passed.push(token);
  }
  return passed.length ? passed : tokens;
}

it('no request drawn from the OpenAPI document answers 5xx, leaks internals or lacks a message', async () => {
  const doc = s.app.swagger() as unknown as Document;
  const ops = operations(doc);
  const perOperationMs = Math.max(1000, Math.floor((SECONDS * 1000) / ops.length));
  const failures: string[] = [];
  let runs = 0;
  for (const [i, { path: p, method, op }] of ops.entries()) {
    const actors = ENDS_SESSION.test(p) ? [undefined] : await admitted(p, method, op);
    const property = fc.asyncProperty(requests(p, op), fc.constantFrom(...actors), async (req, token) => {
      runs++;
      const { status, text } = await send(s.url, method, req, token);
      const found = judge(`${method.toUpperCase()} ${req.path}`, status, text);
      if (found.length) throw new Error(found.join('; '));
    });
    let details = await fc.check(property, {
      seed: SEED + i,
      numRuns: RUNS,
      interruptAfterTimeLimit: perOperationMs,
      markInterruptAsFailure: false,
    });
    // fast-check counts a time limit reached before the first draw finished as a failure with no
    // counterexample (seen for the QR code's PNG on a loaded machine): that operation gets one draw
    // with no limit instead, so it is still exercised and a real finding still fails.
    if (details.failed && details.interrupted && details.counterexample === null)
      details = await fc.check(property, { seed: SEED + i, numRuns: 1 });
    if (details.failed)
      failures.push(
        `${method.toUpperCase()} ${p} (seed ${details.seed}, path ${details.counterexamplePath}): ${String(details.errorInstance)}`.slice(
          0,
          400,
        ),
      );
  }
  expect(failures).toEqual([]);
  expect(runs).toBeGreaterThan(ops.length * 5);
});

it('every list answers 400 to a page past its bounds (page=45035996273705 was a 500)', async () => {
  const doc = s.app.swagger() as unknown as Document;
  const patient = tokens[4];
  const lists = operations(doc).filter(
    ({ method, op }) => method === 'get' && params(op, 'query').some((q) => q.name === 'page'),
  );
  expect(lists.map((l) => l.path)).toContain('/note');
  for (const huge of ['45035996273705', String(MAX_PAGE + 1)]) {
    const note = await get(s.url, `/note?page=${huge}`, patient);
    expect([note.status, (note.body as { detail?: string }).detail]).toEqual([
      400,
      expect.stringMatching(/page/),
    ]);
    for (const { path } of lists.filter((l) => !l.path.includes('{'))) {
      for (const token of tokens.slice(1)) {
        const r = await get(s.url, `${path}?page=${huge}`, token);
        expect([path, r.status < 500]).toEqual([path, true]);
      }
    }
  }
});
