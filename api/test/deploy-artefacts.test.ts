import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { PRODUCTION_REQUIRED } from '../src/config-production';
import { repoRoot } from '../src/paths';

// Issue 29 point 6: images cannot be built here (no registry, no engine), so the artefacts are read:
// every variable they set is one the API's config loader (or a named other consumer) reads, every
// variable production requires is set for the API, the worker and the migrate step, and a production
// install carries no emulator.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML: shapes checked by the assertions
type Doc = Record<string, any>;
const root = repoRoot();
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
const docs = (p: string) => parseAllDocuments(read(p), { merge: true }).map((d) => d.toJS() as Doc);

/** Every name the API's code reads from the environment (config loader and the few modules beside it). */
function loaderNames(): Set<string> {
  const files = execFileSync('find', [
    path.join(root, 'api/src'),
    '-name',
    '*.ts',
    '-not',
    '-name',
    '*.test.ts',
  ])
    .toString()
    .trim()
    .split('\n')
    .concat(path.join(root, 'scripts/portal-config.mjs'));
  const names = new Set<string>();
  for (const f of files)
    for (const m of fs.readFileSync(f, 'utf8').matchAll(/(?:env\.|env\[')([A-Z][A-Z0-9_]+)/g))
      names.add(m[1]!);
  // Built from the role names (config.ts): COGNITO_POOL_<ROLE>_ID, COGNITO_CLIENT_<ROLE>_ID.
  for (const r of ['DOCTOR', 'PATIENT', 'ADMIN', 'SUPERADMIN'])
    for (const k of ['POOL', 'CLIENT']) names.add(`COGNITO_${k}_${r}_ID`);
  return names;
}
/** Read elsewhere, each by a named consumer. */
const OTHER = [
  /^AWS_/, // the AWS SDK's default credential chain (Cognito admin actions)
  /^OTEL_/, // the OpenTelemetry SDK's standard settings
  /^POSTGRES_/, // the postgres image
  /^(API_ORIGIN|API_UPSTREAM|COGNITO_REGION|NGINX_ENVSUBST_OUTPUT_DIR)$/, // the portal image's template
  /^HEALTH_PORT$/, // the API image's HEALTHCHECK
  /^APP_DB_PASSWORD$/, // deploy/db-init/app-role.sh: the API's database role
];
const known = loaderNames();
const unknown = (names: Iterable<string>) =>
  [...names].filter((n) => !known.has(n) && !OTHER.some((r) => r.test(n)));

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

describe('Kubernetes (a national service)', () => {
  const all = fs.readdirSync(path.join(root, 'deploy/k8s')).flatMap((f) => docs(`deploy/k8s/${f}`));
  const kind = (k: string, name?: string) =>
    all.filter((d) => d.kind === k && (!name || d.metadata.name === name));
  const configMap = Object.keys(kind('ConfigMap', 'dcp-config')[0]!.data as object);
  const secrets = /keys \(by reference\): (.+)/.exec(read('deploy/k8s/config.yaml'))![1]!.split(' ');
  const containers = (d: Doc) =>
    [
      ...(d.spec.template.spec.containers as object[]),
      ...((d.spec.template.spec.initContainers as object[]) ?? []),
    ] as { env?: { name: string }[]; envFrom?: object[]; readinessProbe?: object; livenessProbe?: object }[];

  it('has the API with probes and an autoscaler, the worker, the migrate Job, budgets and an Ingress', () => {
    const api = kind('Deployment', 'dcp-api')[0]!;
    expect(containers(api)[0]).toMatchObject({
      readinessProbe: { httpGet: { path: '/health/ready' } },
      livenessProbe: { httpGet: { path: '/health/live' } },
    });
    expect(kind('HorizontalPodAutoscaler', 'dcp-api')).toHaveLength(1);
    expect(kind('Deployment', 'dcp-worker')).toHaveLength(1);
    expect(kind('Job', 'dcp-migrate')[0]!.spec.template.spec.containers[0].command).toContain('migrate');
    expect(kind('PodDisruptionBudget').length).toBeGreaterThanOrEqual(2);
    expect(kind('Ingress')).toHaveLength(1);
  });
  describe('network policies (issue 38 point 6)', () => {
    type Rule = { from?: Doc[]; to?: Doc[]; ports?: { port: number }[] };
    const policies = kind('NetworkPolicy');
    const appOf = (d: Doc) => d.spec.template.metadata?.labels?.app as string | undefined;
    const workloads = [...kind('Deployment'), ...kind('Job')];
    /** Does the policy's pod selector pick pods labelled `app`? (An empty selector picks every pod.) */
    const picks = (p: Doc, app: string) => {
      const sel = p.spec.podSelector as { matchLabels?: { app?: string }; matchExpressions?: Doc[] };
      if (sel.matchLabels) return sel.matchLabels.app === app;
      if (sel.matchExpressions)
        return sel.matchExpressions.every(
          (e) => e.key === 'app' && e.operator === 'In' && e.values.includes(app),
        );
      return true;
    };
    const rules = (app: string, way: 'ingress' | 'egress') =>
      policies.filter((p) => picks(p, app)).flatMap((p) => (p.spec[way] ?? []) as Rule[]);
    const monitoring = [
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
    ];

    it('deny every ingress and egress in the namespace, then give each workload a policy of its own', () => {
      expect(
        policies.filter(
          (p) =>
            Object.keys(p.spec.podSelector).length === 0 &&
            p.spec.policyTypes.includes('Ingress') &&
            p.spec.policyTypes.includes('Egress') &&
            !p.spec.ingress &&
            !p.spec.egress,
        ),
      ).toHaveLength(1);
      expect(workloads.map(appOf)).toEqual(
        expect.arrayContaining(['dcp-api', 'dcp-worker', 'dcp-portal', 'dcp-migrate']),
      );
      for (const w of workloads) {
        const own = policies.filter((p) => Object.keys(p.spec.podSelector).length > 0 && picks(p, appOf(w)!));
        expect([appOf(w), own.length > 0]).toEqual([appOf(w), true]);
      }
      // Every rule names its ports: none opens a pod whole.
      expect(
        policies
          .flatMap((p) => [...(p.spec.ingress ?? []), ...(p.spec.egress ?? [])] as Rule[])
          .filter((r) => !r.ports),
      ).toEqual([]);
    });

    it('open the metrics ports to the monitoring namespace only, and nothing else of the worker or the migrate Job', () => {
      const api = containers(kind('Deployment', 'dcp-api')[0]!)[0] as {
        ports: { containerPort: number; name: string }[];
        env: { name: string; value: string }[];
      };
      const metricsPort = api.ports.find((p) => p.name === 'metrics')!.containerPort;
      expect(api.env).toContainEqual({ name: 'METRICS_PORT', value: String(metricsPort) });
      expect(kind('Deployment', 'dcp-api')[0]!.spec.template.metadata.annotations['prometheus.io/port']).toBe(
        String(metricsPort),
      );
      const toMetrics = rules('dcp-api', 'ingress').filter((r) =>
        r.ports!.some((p) => p.port === metricsPort),
      );
      expect(toMetrics.map((r) => r.from)).toEqual([monitoring]);
      expect(rules('dcp-api', 'ingress').filter((r) => r.from === undefined)).toEqual([]);
      expect(rules('dcp-worker', 'ingress').map((r) => [r.from, r.ports])).toEqual([
        [monitoring, [{ port: 4010 }]],
      ]);
      expect(rules('dcp-migrate', 'ingress')).toEqual([]);
      // The public route no longer needs an ingress snippet to hide /metrics.
      expect(JSON.stringify(kind('Ingress')[0]!.metadata)).not.toMatch(/snippet/);
    });

    it('let only the API, the worker and the migrate Job reach the database', () => {
      const reach = (app: string) => rules(app, 'egress').some((r) => r.ports!.some((p) => p.port === 5432));
      expect(['dcp-api', 'dcp-worker', 'dcp-migrate', 'dcp-portal'].map((a) => [a, reach(a)])).toEqual([
        ['dcp-api', true],
        ['dcp-worker', true],
        ['dcp-migrate', true],
        ['dcp-portal', false],
      ]);
    });
  });

  it('sets only variables something reads', () => {
    const env = all
      .filter((d) => d.kind === 'Deployment' || d.kind === 'Job')
      .flatMap((d) => containers(d).flatMap((c) => (c.env ?? []).map((e) => e.name)));
    expect(unknown([...configMap, ...secrets, ...env])).toEqual([]);
  });
  it('gives every production requirement to the API, the worker and the migrate Job (secrets by reference)', () => {
    expect(PRODUCTION_REQUIRED.filter((k) => !configMap.includes(k) && !secrets.includes(k))).toEqual([]);
    for (const d of [
      kind('Deployment', 'dcp-api')[0]!,
      kind('Deployment', 'dcp-worker')[0]!,
      kind('Job', 'dcp-migrate')[0]!,
    ])
      expect(containers(d)[0]!.envFrom).toEqual([
        { configMapRef: { name: 'dcp-config' } },
        { secretRef: { name: 'dcp-secrets' } },
      ]);
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
