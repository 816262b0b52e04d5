import fc from 'fast-check';
import type { Operation } from '../openapi-doc';

// Malformed requests for one operation of the OpenAPI document (issue 12 point 3): every path, query
// and body field gets wrong types, hostile text and extreme numbers; bodies also go missing, gain
// fields, arrive as broken JSON or under the wrong media type; fast-check adds arbitrary values from a
// fixed seed so a failure replays.

export interface FuzzRequest {
  label: string;
  path: string;
  raw?: string;
  contentType?: string;
}

const MB = 'x'.repeat(1024 * 1024);
/** Text no form would send: NUL and other controls, emoji, scripts, SQL, traversal, very long. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  'ok\u0000',
  '\u0000',
  '\u0001\u0002\u001b[31m\u007f',
  '\ud83d\ude00\ud83c\udff3\ufe0f\u200d\ud83c\udf08',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '\u202e\u2066',
  'a'.repeat(10_000),
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_TEXT,
  null,
  true,
  0,
  -1,
  -1e308,
  1e308,
  2 ** 63,
  // page × size past 2^53 (issue 23: page=45035996273705 answered 500).
  45035996273705,
  2 ** 53 + 2,
  1.5,
  [],
  [null],
  {},
  { $ne: null },
];
const PATH_VALUES = [
  ...HOSTILE_TEXT.filter((t) => t !== '' && t.length < 5000),
  '-1',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(3000),
];

/** A lone surrogate cannot be UTF-8: it goes on the wire as the invalid bytes a broken client sends. */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const seg = (v: string) => v.split(LONE).map(encodeURIComponent).join('%ED%A0%80');

/** The path with every `{param}` filled: `fill` for the fuzzed one, a harmless value for the rest. */
function pathWith(template: string, name: string | null, value: string) {
  return template.replace(/\{([^}]+)\}/g, (_, p: string) =>
    p === name ? seg(value) : '00000000-0000-4000-8000-000000000000',
  );
}

function bodyExample(op: Operation): Record<string, unknown> | null {
  const json = op.requestBody?.content['application/json'];
  if (!json) return null;
  const ex = json.example;
  return ex && typeof ex === 'object' && !Array.isArray(ex) ? (ex as Record<string, unknown>) : {};
}

export function fuzzCases(template: string, op: Operation, seed: number): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const base = pathWith(template, null, '');
  const example = bodyExample(op);
  const json = (body: unknown) => ({ raw: JSON.stringify(body), contentType: 'application/json' });

  for (const name of pathParams)
    for (const v of PATH_VALUES)
      out.push({ label: `path ${name}=${v.slice(0, 20)}`, path: pathWith(template, name, v) });

  for (const name of queryParams)
    for (const v of HOSTILE_VALUES) {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      if (text.length > 5000) continue;
      out.push({ label: `query ${name}=${text.slice(0, 20)}`, path: `${base}?${name}=${seg(text)}` });
    }
  if (queryParams.length)
    out.push({ label: 'query repeated', path: `${base}?${queryParams[0]}=1&${queryParams[0]}=2` });

  if (example) {
    for (const key of Object.keys(example)) {
      const { [key]: _, ...missing } = example;
      out.push({ label: `body without ${key}`, path: base, ...json(missing) });
      for (const v of HOSTILE_VALUES)
        out.push({
          label: `body ${key}=${String(v).slice(0, 20)}`,
          path: base,
          ...json({ ...example, [key]: v }),
        });
    }
    out.push({
      label: 'body extra field',
      path: base,
      ...json({ ...example, __proto__x: 1, constructor: { prototype: 1 } }),
    });
    out.push({
      label: 'body 1 MB field',
      path: base,
      ...json({ ...example, [Object.keys(example)[0] ?? 'x']: MB }),
    });
    out.push({ label: 'body array', path: base, ...json([example]) });
    out.push({ label: 'body null', path: base, raw: 'null', contentType: 'application/json' });
    out.push({ label: 'body broken JSON', path: base, raw: '{"a":', contentType: 'application/json' });
    out.push({ label: 'body empty JSON', path: base, raw: '', contentType: 'application/json' });
    out.push({
      label: 'body as text/plain',
      path: base,
      raw: JSON.stringify(example),
      contentType: 'text/plain',
    });
    out.push({
      label: 'body as a form',
      path: base,
      raw: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    });
    const arbitrary = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: 25 });
    for (const [i, v] of arbitrary.entries())
      out.push({ label: `body arbitrary #${i}`, path: base, ...json(v) });
    const mixed = fc.sample(
      fc.record(
        Object.fromEntries(
          Object.keys(example).map((k) => [k, fc.oneof(fc.string(), fc.integer(), fc.constant(null))]),
        ),
      ),
      { seed: seed + 1, numRuns: 10 },
    );
    for (const [i, v] of mixed.entries()) out.push({ label: `body mixed #${i}`, path: base, ...json(v) });
  } else if (pathParams.length === 0 && queryParams.length === 0) {
    out.push({
      label: 'unexpected body',
      path: base,
      raw: '{"x":"\u0000"}',
      contentType: 'application/json',
    });
  }
  return out;
}
