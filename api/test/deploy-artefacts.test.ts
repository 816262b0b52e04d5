import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { PRODUCTION_REQUIRED } from '../src/config-production';
import { root, unknownVariables as unknown, type Doc } from './deploy-helpers';

// Issue 29 point 6: images cannot be built here (no registry, no engine), so the artefacts are read:
// every variable they set is one the API's config loader (or a named other consumer) reads, every
// variable production requires is set for the API, the worker and the migrate step, and a production
// install carries no emulator. The Helm chart's own checks: deploy-chart.test.ts.

const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
const docs = (p: string) => parseAllDocuments(read(p), { merge: true }).map((d) => d.toJS() as Doc);

describe('docker compose (a clinic)', () => {
  const compose = docs('deploy/compose.yaml')[0]!;
  const apiEnv = Object.keys(compose['x-api-env'] as object);
  it('has every variable it reads in deploy/.env.example, each explained, no secret filled in', () => {
    const compose = read('deploy/compose.yaml');
    const wanted = new Set([...compose.matchAll(/\$\{([A-Z0-9_]+)(?::[?-][^}]*)?\}/g)].map((m) => m[1]!));
    const lines = read('deploy/.env.example').split('\n');
    const given = new Map<string, { value: string; explained: boolean }>();
    lines.forEach((line, i) => {
      const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (!m) return;
      // A comment above it, or a run of settings one comment explains (the pool ids).
      let j = i - 1;
      while (j >= 0 && /^[A-Z0-9_]+=/.test(lines[j]!)) j--;
      given.set(m[1]!, { value: m[2]!, explained: j >= 0 && lines[j]!.startsWith('# ') });
    });
    expect([...given.keys()].sort()).toEqual([...wanted].sort());
    for (const [name, { value, explained }] of given) {
      expect([name, explained]).toEqual([name, true]);
      if (/KEY|PASSWORD|SECRET/.test(name)) expect([name, value]).toEqual([name, '']);
    }
    // What compose requires (`:?`) is left for the installer to fill.
    for (const m of compose.matchAll(/\$\{([A-Z0-9_]+):\?\}/g))
      expect([m[1], given.get(m[1]!)?.value]).toEqual([m[1], '']);
  });
  it('sets only variables something reads', () => {
    const all = Object.values(compose.services as Record<string, { environment?: object }>).flatMap((s) =>
      Object.keys(s.environment ?? {}),
    );
    expect(unknown([...apiEnv, ...all])).toEqual([]);
  });
  it('gives the API, the worker and the migrate step every variable production requires', () => {
    expect(PRODUCTION_REQUIRED.filter((k) => !apiEnv.includes(k))).toEqual([]);
    for (const s of ['api', 'worker', 'migrate'])
      expect(compose.services[s].environment).toMatchObject({ NODE_ENV: 'production' });
    expect(compose.services.api.deploy.replicas).toBe(2);
    expect(compose.volumes).toHaveProperty('dbdata');
  });
  it('serves the API’s metrics on a port of its own, published to no host port (issue 38 point 6)', () => {
    expect(compose.services.api.environment.METRICS_PORT).toMatch(/^\d+$/);
    expect(compose.services.api.ports).toBeUndefined();
    expect(compose.services.worker.ports).toBeUndefined();
  });
});

describe('images', () => {
  it('the API image installs production dependencies only and runs as a non-root user', () => {
    const f = read('deploy/api.Dockerfile');
    expect(f).toMatch(/npm install --omit=dev/);
    expect(f).toMatch(/^USER node$/m);
    expect(f).toMatch(/HEALTHCHECK .*\n.*\/health\/ready/);
    expect(
      unknown(
        [...f.matchAll(/^ENV (.+)$/gm)].flatMap((m) => m[1]!.split(' ').map((kv) => kv.split('=')[0]!)),
      ),
    ).toEqual([]);
  });
  it('a production install of the API carries no emulator', () => {
    const tree = execFileSync('npm', ['ls', '--omit=dev', '--workspace', 'api', '--all', '--parseable'], {
      cwd: root,
    })
      .toString()
      .split('\n');
    for (const pkg of ['cognito-local', 'maildev', 'aws-sdk', 'dexcom-emulator'])
      expect(tree.filter((l) => l.endsWith(`/node_modules/${pkg}`) || l.endsWith(`/${pkg}`))).toEqual([]);
  });
  it('the build context leaves out the data folder, secrets, installed packages, build output and git', () => {
    // The portal image copies the whole checkout (`COPY . .`): without these a demo machine's
    // patients and its .env would ship inside the image.
    const lines = new Set(
      read('.dockerignore')
        .split('\n')
        .map((l) => l.trim()),
    );
    for (const entry of [
      'data',
      '.env',
      '**/.env',
      '**/*.env',
      '**/node_modules',
      '**/dist',
      '.git',
      '.cognito',
    ])
      expect([entry, lines.has(entry)]).toEqual([entry, true]);
    expect([...lines].filter((l) => l.startsWith('!'))).toEqual(['!deploy/.env.example']);
  });
  it('the portal image serves the template the rehearsal runs, with the API origin and upstream filled at start', () => {
    const f = read('deploy/portal.Dockerfile');
    expect(f).toMatch(/nginxConf\(/);
    expect(f).toMatch(/\$\{API_ORIGIN\}/);
    expect(f).toMatch(/\$\{API_UPSTREAM\}/);
    expect(f).toMatch(/^USER nginx$/m);
  });
});
