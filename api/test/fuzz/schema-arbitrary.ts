import fc from 'fast-check';
import { HOSTILE_TEXT } from './cases';

// fast-check arbitraries from the JSON schemas of the served OpenAPI document (issue 23 point 8):
// values the schema allows, values just outside its bounds (one past a maximum, a huge page, a date
// of zeros), and values of the wrong type. A property then says that whatever the mix, the API
// answers below 500.

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

const ISO = (d: Date) => (Number.isNaN(d.getTime()) ? '2026-01-01T00:00:00.000Z' : d.toISOString());
/** Numbers a bound check or an offset computation gets wrong (issue 23: page=45035996273705 was a 500). */
const EDGE_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  45035996273705,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
];
/** Dates and identifiers that look right and are not. */
const EDGE_STRINGS = [
  '0000-00-00T00:00:00',
  '2026-02-30T25:61:61Z',
  '9999-12-31T23:59:59.999Z',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
];
const WRONG_TYPES: unknown[] = [null, true, 0, '', [], {}, [null], { a: 1 }];

const types = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Values the schema accepts (as far as this subset of JSON Schema tells). */
export function valid(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valid(a, depth)));
  if (s.allOf?.length) return valid(Object.assign({}, ...s.allOf) as Schema, depth);
  const ts = types(s);
  if (ts.length > 1) return fc.oneof(...ts.map((type) => valid({ ...s, type }, depth)));
  switch (ts[0]) {
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1e6, -(2 ** 31)),
        max: Math.min(s.maximum ?? 1e6, 2 ** 31),
      });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return text(s);
    case 'array':
      return fc.array(s.items ? valid(s.items, depth + 1) : fc.jsonValue(), { maxLength: 4 });
    case 'object':
      return object(s, depth, valid);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function text(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date().map(ISO);
  if (s.format === 'date') return fc.date().map((d) => ISO(d).slice(0, 10));
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
}

function object(s: Schema, depth: number, each: (p: Schema, d: number) => fc.Arbitrary<unknown>) {
  if (depth > 3 || !s.properties)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }));
  const props = Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, each(p, depth + 1)]));
  return fc.record(props, { requiredKeys: s.required?.filter((k) => k in props) ?? [] });
}

/** Values at or past the schema's bounds, or of another type. */
export function edge(s: Schema): fc.Arbitrary<unknown> {
  const ts = types(s);
  const around = (n?: number) => (n === undefined ? [] : [n - 1, n, n + 1]);
  if (ts.includes('integer') || ts.includes('number'))
    return fc.constantFrom(...around(s.minimum), ...around(s.maximum), ...EDGE_NUMBERS, ...WRONG_TYPES);
  if (ts.includes('string'))
    return fc.constantFrom(
      ...(s.maxLength !== undefined ? ['x'.repeat(s.maxLength + 1)] : []),
      ...EDGE_STRINGS,
      ...HOSTILE_TEXT.filter((t) => t.length < 5000),
      ...WRONG_TYPES,
    );
  return fc.constantFrom(...WRONG_TYPES, ...EDGE_STRINGS.slice(0, 3));
}

/**
 * Mostly allowed values, often edges: where validation and the handler disagree. Numbers go to their
 * edges as often as not (a page number is where bounds were missed).
 */
export function value(s: Schema): fc.Arbitrary<unknown> {
  const numeric = types(s).some((t) => t === 'integer' || t === 'number');
  return fc.oneof({ weight: numeric ? 2 : 3, arbitrary: valid(s) }, { weight: 2, arbitrary: edge(s) });
}

/** A body: the schema's object with each field allowed, at an edge or missing; or any JSON at all. */
export function body(s: Schema): fc.Arbitrary<unknown> {
  const shaped = s.properties
    ? fc.record(Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, value(p)])), {
        requiredKeys: [],
      })
    : value(s);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}
