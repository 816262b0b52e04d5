import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../src/paths';

// Issue 39 point 3: images that carry only what runs. No engine here, so the artefacts and the
// production dependency tree are read, and the compiled API is built and run as the image runs it.

const root = repoRoot();
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');

/** A Dockerfile's stages: name (or index) → its lines, FROM included. */
function stages(file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of read(file).replace(/\\\n/g, ' ').split('\n')) {
    const from = /^FROM \S+(?: AS (\S+))?/.exec(line);
    if (from) out.set(from[1] ?? `stage${out.size}`, (current = []));
    current.push(line);
  }
  return out;
}

describe('the API’s production install', () => {
  // Browser packages came through @dcp/shared (the UI kit) when the API took its contracts from it.
  const FORBIDDEN = [
    /^react(-dom|-intl|-router-dom)?$/,
    /^aws-amplify$/,
    /^styled-components$/,
    /^axios$/,
    /^single-spa/,
    /^cognito-local$/,
    /^maildev$/,
    /^tsx$/,
    /^typescript$/,
  ];
  it('holds no browser package, emulator, TypeScript or its runner, and not the UI kit', () => {
    const tree = execFileSync('npm', ['ls', '--omit=dev', '--workspace', 'api', '--all', '--parseable'], {
      cwd: root,
    })
      .toString()
      .split('\n')
      .filter(Boolean);
    const names = tree.map((l) => /node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(l)?.[1] ?? l);
    expect(names.filter((n) => FORBIDDEN.some((f) => f.test(n)))).toEqual([]);
    expect(names).toContain('@dcp/contracts');
    expect(names).not.toContain('@dcp/shared');
  });
  it('takes the contracts from @dcp/contracts, whose only dependency is zod', () => {
    const api = JSON.parse(read('api/package.json')) as Record<string, Record<string, string>>;
    expect(Object.keys(api.dependencies!).filter((d) => d.startsWith('@dcp/'))).toEqual(['@dcp/contracts']);
    const contracts = JSON.parse(read('shared/src/contracts/package.json')) as Record<string, unknown>;
    expect([contracts.name, Object.keys(contracts.dependencies as object)]).toEqual([
      '@dcp/contracts',
      ['zod'],
    ]);
  });
});

describe('the API image', () => {
  const s = stages('deploy/api.Dockerfile');
  const last = [...s.values()].at(-1)!.filter(Boolean);
  it('installs only the API’s workspace and the contracts, without dev dependencies', () => {
    const deps = s.get('deps')!;
    const copied = deps.filter((l) => l.startsWith('COPY')).flatMap((l) => l.split(/\s+/).slice(1, -1));
    expect(copied.sort()).toEqual(
      ['api/package.json', 'package-lock.json', 'package.json', 'shared/src/contracts/package.json'].sort(),
    );
    const install = deps.find((l) => l.startsWith('RUN npm install'))!;
    expect(install).toMatch(/--omit=dev/);
    expect([...install.matchAll(/--workspace (\S+)/g)].map((m) => m[1])).toEqual(['api']);
  });
  it('runs the compiled API: the build stage’s bundle, no TypeScript source or runner', () => {
    expect(last.at(-1)).toBe('CMD ["node", "api/dist/cli.js", "api"]');
    expect(last).toContain('COPY --from=build /app/api/dist api/dist');
    expect(s.get('build')!.some((l) => /^RUN node api\/scripts\/build\.mjs$/.test(l))).toBe(true);
    // Only the fonts are read from src at run time (the PDFs'); no .ts file is copied.
    expect(last.filter((l) => /^COPY (?!--from).*api\/src/.test(l))).toEqual([
      'COPY api/src/surveys/fonts api/src/surveys/fonts',
    ]);
    expect(last.join('\n')).not.toMatch(/tsx/);
  });
  it('and every command that runs it, compose’s and the cluster’s, runs the compiled file', () => {
    const files = execFileSync('find', [path.join(root, 'deploy'), '-type', 'f'])
      .toString()
      .trim()
      .split('\n');
    const offending = files.filter((f) => /--import,? tsx|\bcli\.ts\b/.test(fs.readFileSync(f, 'utf8')));
    expect(offending.map((f) => path.relative(root, f))).toEqual([]);
    const compose = parse(read('deploy/compose.yaml')) as {
      services: Record<string, { command?: string[] }>;
    };
    expect(compose.services.migrate!.command).toEqual(['node', 'api/dist/cli.js', 'migrate']);
    expect(compose.services.worker!.command).toEqual(['node', 'api/dist/cli.js', 'worker']);
  });
});

describe('base images', () => {
  const DIGEST = /@sha256:[0-9a-f]{64}$/;
  it('every FROM of both Dockerfiles is pinned by digest', () => {
    for (const file of ['deploy/api.Dockerfile', 'deploy/portal.Dockerfile']) {
      const froms = [...read(file).matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);
      expect(froms.length).toBeGreaterThan(0);
      expect(froms.filter((f) => !DIGEST.test(f))).toEqual([]);
    }
  });
  it('every image compose pulls (those it does not build) is pinned by digest', () => {
    const compose = parse(read('deploy/compose.yaml')) as {
      services: Record<string, { image?: string; build?: unknown }>;
    };
    const built = new Set(
      Object.values(compose.services)
        .filter((v) => v.build)
        .map((v) => v.image),
    );
    const pulled = Object.values(compose.services)
      .map((v) => v.image)
      .filter((i): i is string => !!i && !built.has(i));
    expect(pulled.length).toBeGreaterThan(0);
    expect(pulled.filter((i) => !DIGEST.test(i))).toEqual([]);
  });
});

describe('the compiled API', () => {
  // Built as the image's build stage builds it, then run as the image runs it (the migrations it reads
  // beside itself included). Into api/node_modules: the bundles find the API's packages upwards (some
  // nested in api/node_modules), and nothing there is tracked or linted if a run leaves it behind.
  const out = path.join(root, 'api', 'node_modules', `.dist-test-${process.pid}`);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));
  it('builds, and `node …/cli.js migrate` applies the migrations to an empty database and exits', () => {
    execFileSync(process.execPath, ['api/scripts/build.mjs', '--outdir', out], { cwd: root });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-compiled-'));
    try {
      const said = execFileSync(process.execPath, [path.join(out, 'cli.js'), 'migrate'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 120_000,
      }).toString();
      expect(said).toMatch(/migrations applied/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
  it('keeps the request examples the portal drops (their pure annotation is ignored here)', () => {
    const bundle = path.join(out, 'bundle');
    const js = fs
      .readdirSync(bundle)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(bundle, f), 'utf8'))
      .join('\n');
    // CreateNote's example (shared/src/contracts/notes-resources.ts), shown by the OpenAPI document.
    expect(js).toContain('Felt dizzy after the morning walk');
  });
});
