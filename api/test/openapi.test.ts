import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_EXAMPLES } from '../src/openapi/examples';
import { repoRoot } from '../src/paths';
import { clientTypes, generatedPath, operations, servedDocument, type Document } from './openapi-doc';

// The document an integrator meets: linted, complete per operation, honest about security, and the
// committed typed client generated from it (contract.test.ts drives journeys through that client).
jest.setTimeout(120_000);

let served: Awaited<ReturnType<typeof servedDocument>>;
let doc: Document;
beforeAll(async () => {
  served = await servedDocument();
  doc = served.doc;
});
afterAll(async () => {
  await served?.close();
});

interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  path: string[];
}

it("passes Spectral's spectral:oas ruleset (.spectral.yaml) with no result of any severity", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-spectral-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(repoRoot(), 'node_modules', '@stoplight', 'spectral-cli', 'dist', 'index.js');
    const ruleset = path.join(repoRoot(), '.spectral.yaml');
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', file, '-r', ruleset, '-f', 'json', '-q', '-F', 'hint'],
      { encoding: 'utf8' },
    );
    const results = JSON.parse(run.stdout || 'null') as SpectralResult[] | null;
    expect(results?.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`) ?? run.stderr).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('every operation: a unique operationId, summary, description, declared tags, security and responses', () => {
  const ops = operations(doc);
  expect(ops.length).toBeGreaterThan(30);
  const ids = ops.map((o) => o.op.operationId);
  expect(ids.filter((id) => !id)).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
  // Generated clients name their functions by operationId: these must not change under integrators.
  expect(ids).toEqual(
    expect.arrayContaining(['postAuthJwt', 'getUser', 'getSurveyInstanceById', 'putSurveyInstanceById']),
  );
  // An example filed under a stale operationId would silently stop being shown.
  const withBody = ops.filter((o) => o.op.requestBody).map((o) => o.op.operationId);
  expect(Object.keys(REQUEST_EXAMPLES).filter((id) => !withBody.includes(id))).toEqual([]);
  const declared = new Set((doc.tags ?? []).filter((t) => t.description).map((t) => t.name));
  for (const { path: p, method, op } of ops) {
    const where = `${method.toUpperCase()} ${p}`;
    expect([where, op.summary && op.description ? 'ok' : 'no summary/description']).toEqual([where, 'ok']);
    expect([where, op.tags?.length && op.tags.every((t) => declared.has(t))]).toEqual([where, true]);
    expect([where, Array.isArray(op.security)]).toEqual([where, true]);
    const codes = Object.keys(op.responses);
    expect([where, codes.some((c) => c.startsWith('2'))]).toEqual([where, true]);
    if (op.security?.length) expect([where, codes]).toEqual([where, expect.arrayContaining(['401'])]);
    if (p.includes('{')) expect([where, codes]).toEqual([where, expect.arrayContaining(['400', '404'])]);
    if (op.requestBody) {
      expect([where, codes]).toEqual([where, expect.arrayContaining(['400', '413', '415'])]);
      expect([where, Object.values(op.requestBody.content)[0]?.example !== undefined]).toEqual([where, true]);
    }
    // Every error answer is the one problem component, under its own media type, said once per status.
    for (const code of codes.filter((c) => Number(c) >= 400)) {
      const ref = (op.responses[code] as { $ref?: string }).$ref ?? '';
      const shared = doc.components.responses?.[ref.replace('#/components/responses/', '')];
      expect([where, code, shared?.content]).toEqual([
        where,
        code,
        { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
      ]);
    }
  }
});

it('documents a 204 without a body (disconnect, skip, opt out, withdraw, delete, save)', () => {
  const noContent = operations(doc).filter(({ op }) => op.responses['204']);
  expect(noContent.length).toBeGreaterThanOrEqual(6);
  for (const { path: p, method, op } of noContent)
    expect([`${method} ${p}`, (op.responses['204'] as { content?: unknown }).content]).toEqual([
      `${method} ${p}`,
      undefined,
    ]);
});

it('names the problem and the recursive resource tree as components, and declares the CSV export as text/csv', () => {
  expect(Object.keys(doc.components.schemas ?? {}).sort()).toEqual(['Problem', 'ResourceNode']);
  expect(JSON.stringify(doc.paths['/resources/education']?.get?.responses['200'])).toContain(
    '#/components/schemas/ResourceNode',
  );
  expect(Object.keys(doc.paths['/surveyInstance/csv']?.get?.responses['200']?.content ?? {})).toEqual([
    'text/csv',
  ]);
});

it('security is as documented: bearer operations answer 401 without a token, public ones do not', async () => {
  const wrong: string[] = [];
  for (const { path: p, method, op } of operations(doc)) {
    // Authentication runs before validation, so any well-formed path answers 401 when a token is needed.
    const url = p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const res = await fetch(served.url + url, { method: method.toUpperCase() });
    const secured = Boolean(op.security?.length);
    if ((res.status === 401) !== secured)
      wrong.push(`${method.toUpperCase()} ${p}: ${res.status}, documented ${secured ? 'bearer' : 'public'}`);
    if (
      res.status >= 400 &&
      !String(res.headers.get('content-type')).startsWith('application/problem+json')
    ) {
      wrong.push(`${method.toUpperCase()} ${p}: ${res.status} is not a problem`);
    }
  }
  expect(wrong).toEqual([]);
});

it('the committed client types are generated from the served document (npm run generate:client -w api)', async () => {
  const committed = fs.existsSync(generatedPath()) ? fs.readFileSync(generatedPath(), 'utf8') : '';
  expect(committed === (await clientTypes(doc))).toBe(true);
});
