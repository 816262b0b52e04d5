import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PRODUCTION_REQUIRED } from '../src/config-production';
import {
  type Container,
  containersOf,
  type Doc,
  missingProbes,
  picks,
  policyRules,
  type Rule,
  podSpec,
  renderChart,
  restrictedViolations,
  root,
  settingsOf,
  unknownVariables,
} from './deploy-helpers';

// Issue 39 point 4: the Helm chart (deploy/helm/dcp), rendered by Helm, read as a platform team
// would: settings and secrets by reference, the restricted Pod Security profile, ServiceAccounts,
// NetworkPolicies, the migrate hook, the connection budget, disruption budgets and spread.
// Its objects' schemas: deploy-schemas.test.ts.

const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
let all: Doc[] = [];
beforeAll(() => {
  all = renderChart();
}, 120_000); // the first run on a machine fetches Helm (scripts/helm.mjs)
const kind = (k: string, name?: string) =>
  all.filter((d) => d.kind === k && (!name || d.metadata.name === name));
const one = (k: string, name: string) => kind(k, name)[0]!;
const workloads = () => [...kind('Deployment'), ...kind('Job')];
const values = parse(read('deploy/helm/dcp/values.yaml')) as Doc;

describe('the chart’s workloads', () => {
  it('has the API with probes and an autoscaler, the worker, the portal behind an Ingress with TLS', () => {
    expect(containersOf(one('Deployment', 'dcp-api'))[0]).toMatchObject({
      readinessProbe: { httpGet: { path: '/health/ready' } },
      livenessProbe: { httpGet: { path: '/health/live' } },
    });
    expect(one('HorizontalPodAutoscaler', 'dcp-api').spec.scaleTargetRef.name).toBe('dcp-api');
    expect(one('Deployment', 'dcp-api').spec.replicas).toBeUndefined(); // the autoscaler's
    expect(
      kind('Deployment')
        .map((d) => d.metadata.name as string)
        .sort(),
    ).toEqual(['dcp-api', 'dcp-portal', 'dcp-worker']);
    expect(one('Ingress', 'dcp').spec.tls).toEqual([
      { hosts: [values.ingress.portalHost, values.ingress.apiHost], secretName: values.ingress.tlsSecret },
    ]);
    expect(JSON.stringify(one('Ingress', 'dcp').metadata)).not.toMatch(/snippet/);
  });

  it('gives every long-running container a readiness and a liveness probe', () => {
    expect(missingProbes(all)).toEqual([]);
    const api = structuredClone(one('Deployment', 'dcp-api'));
    delete containersOf(api)[0]!.livenessProbe;
    expect(missingProbes([api])).toEqual(['dcp-api/api']);
  });

  it('runs what the API image runs: its CMD for the API, the same with worker and migrate', () => {
    const cmd = JSON.parse(/^CMD (\[.+\])$/m.exec(read('deploy/api.Dockerfile'))![1]!) as string[];
    const entry = cmd.slice(0, -1);
    expect(cmd.at(-1)).toBe('api');
    expect(containersOf(one('Deployment', 'dcp-api'))[0]!.command).toEqual(cmd);
    expect(containersOf(one('Deployment', 'dcp-worker'))[0]!.command).toEqual([...entry, 'worker']);
    expect(containersOf(one('Job', 'dcp-migrate'))[0]!.command).toEqual([...entry, 'migrate']);
  });

  it('pins the image by digest when one is given', () => {
    const digest = `sha256:${'a'.repeat(64)}`;
    const pinned = renderChart('--set', `image.api.digest=${digest}`);
    const api = pinned.find((d) => d.kind === 'Deployment' && d.metadata.name === 'dcp-api')!;
    expect(containersOf(api)[0]!.image).toBe(`${values.image.api.repository}@${digest}`);
  });
});

describe('settings and secrets', () => {
  const api = () => containersOf(one('Deployment', 'dcp-api'))[0]!;
  /** Production's required settings the container lacks (a value, or a secret by reference). */
  const lacking = (c: Container) => PRODUCTION_REQUIRED.filter((k) => !settingsOf(c).get(k));

  it('gives the API, the worker and the migrate Job every setting production requires', () => {
    for (const d of [
      one('Deployment', 'dcp-api'),
      one('Deployment', 'dcp-worker'),
      one('Job', 'dcp-migrate'),
    ])
      expect([d.metadata.name, lacking(containersOf(d)[0]!)]).toEqual([d.metadata.name, []]);
    const broken = structuredClone(api());
    broken.env = broken.env!.filter((e) => e.name !== 'AUDIT_HMAC_KEY');
    expect(lacking(broken)).toEqual(['AUDIT_HMAC_KEY']);
  });

  it('holds no secret value: the secrets are named Secrets’ keys, the owner’s connection for the migrate Job only', () => {
    const secret = /KEY|SECRET|PASSWORD|DATABASE_URL/;
    for (const d of workloads())
      for (const c of containersOf(d))
        for (const [name, v] of settingsOf(c))
          if (secret.test(name)) {
            const store = name === 'MIGRATE_DATABASE_URL' ? values.secrets.migrate : values.secrets.app;
            expect([name, v]).toEqual([name, `secret:${store}/${name}`]);
          }
    expect(all.filter((d) => d.kind === 'Secret' || d.kind === 'ConfigMap')).toEqual([]);
    const owners = workloads().filter((d) =>
      containersOf(d).some((c) => settingsOf(c).has('MIGRATE_DATABASE_URL')),
    );
    expect(owners.map((d) => d.metadata.name)).toEqual(['dcp-migrate']);
  });

  it('sets only variables something reads', () => {
    const names = workloads().flatMap((d) => containersOf(d).flatMap((c) => [...settingsOf(c).keys()]));
    expect(unknownVariables(names)).toEqual([]);
  });
});

describe('the restricted Pod Security profile and ServiceAccounts', () => {
  it('holds every pod and container to the restricted profile, in a namespace that enforces it', () => {
    expect(workloads().flatMap(restrictedViolations)).toEqual([]);
    const broken = structuredClone(one('Deployment', 'dcp-worker'));
    delete containersOf(broken)[0]!.securityContext.capabilities;
    expect(restrictedViolations(broken)).toEqual(['dcp-worker/worker: capabilities']);
    // The root filesystem is read-only but where nginx renders its configuration (the portal's web).
    const writable = workloads().flatMap((d) =>
      containersOf(d)
        .filter((c) => c.securityContext.readOnlyRootFilesystem !== true)
        .map((c) => `${d.metadata.name}/${c.name}`),
    );
    expect(writable).toEqual(['dcp-portal/web']);
    expect(parse(read('deploy/helm/namespace.yaml')).metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    });
  });

  it('gives each workload a ServiceAccount of its own, none with a token', () => {
    const names = workloads().map((d) => podSpec(d).serviceAccountName as string);
    expect(names.sort()).toEqual(['dcp-api', 'dcp-migrate', 'dcp-portal', 'dcp-worker']);
    const accounts = kind('ServiceAccount');
    expect(accounts.map((a) => a.metadata.name).sort()).toEqual(names);
    expect(accounts.filter((a) => a.automountServiceAccountToken !== false)).toEqual([]);
  });
});

describe('the migrate step, disruption budgets and spread', () => {
  it('is a hook run before every install and upgrade, replaced by the next (re-runnable)', () => {
    for (const d of [one('Job', 'dcp-migrate'), one('ServiceAccount', 'dcp-migrate')])
      expect(d.metadata.annotations).toMatchObject({
        'helm.sh/hook': 'pre-install,pre-upgrade',
        'helm.sh/hook-delete-policy': 'before-hook-creation',
      });
    const job = one('Job', 'dcp-migrate');
    expect(job.spec.ttlSecondsAfterFinished).toBeGreaterThan(0);
    // The account exists before the Job that names it.
    expect(
      Number(one('ServiceAccount', 'dcp-migrate').metadata.annotations['helm.sh/hook-weight']),
    ).toBeLessThan(Number(job.metadata.annotations['helm.sh/hook-weight']));
  });

  it('keeps pods through a drain and spreads them over nodes and zones', () => {
    const hpa = one('HorizontalPodAutoscaler', 'dcp-api').spec;
    const budget = (app: string) =>
      kind('PodDisruptionBudget').find((p) => p.spec.selector.matchLabels.app === app);
    expect(budget('dcp-api')!.spec.minAvailable).toBeLessThan(hpa.minReplicas);
    for (const app of ['dcp-worker', 'dcp-portal']) {
      const d = one('Deployment', app);
      expect([app, budget(app)!.spec.minAvailable]).toEqual([app, d.spec.replicas - 1]);
    }
    for (const d of kind('Deployment'))
      expect(
        podSpec(d).topologySpreadConstraints.map((t: Doc) => [
          t.topologyKey,
          t.labelSelector.matchLabels.app,
        ]),
      ).toEqual([
        ['topology.kubernetes.io/zone', d.metadata.name],
        ['kubernetes.io/hostname', d.metadata.name],
      ]);
    // One worker: no budget that would block every drain.
    expect(
      renderChart('--set', 'worker.replicas=1').filter((d) => d.kind === 'PodDisruptionBudget').length,
    ).toBe(2);
  });
});

describe('the connection budget', () => {
  // pg-boss's pool beside DB_POOL_MAX in every API and worker process.
  const jobsPool = Number(
    /connectionString: opts\.connectionString, max: (\d+)/.exec(read('api/src/leaves/job-queue.ts'))![1],
  );
  const poolOf = (d: Doc) => Number(settingsOf(containersOf(d)[0]!).get('DB_POOL_MAX'));

  it('holds every process at the autoscaler’s maximum within max_connections', () => {
    expect(read('deploy/helm/dcp/templates/_helpers.tpl')).toContain(
      `define "dcp.jobsPool" -}}${jobsPool}{{`,
    );
    const maxApi = one('HorizontalPodAutoscaler', 'dcp-api').spec.maxReplicas as number;
    const worker = one('Deployment', 'dcp-worker');
    const used =
      maxApi * (poolOf(one('Deployment', 'dcp-api')) + jobsPool) +
      worker.spec.replicas * (poolOf(worker) + jobsPool) +
      values.database.reserved;
    expect(used).toBeLessThanOrEqual(values.database.maxConnections);
    expect(poolOf(one('Deployment', 'dcp-api'))).toBeGreaterThanOrEqual(2);
  });

  it('refuses to render an autoscaler the database cannot hold, and gives more when the server allows more', () => {
    expect(() => renderChart('--set', 'api.autoscaling.maxReplicas=20')).toThrow(/cannot hold 20 API pods/);
    const bigger = renderChart(
      '--set',
      'api.autoscaling.maxReplicas=20',
      '--set',
      'database.maxConnections=400',
    );
    expect(poolOf(bigger.find((d) => d.kind === 'Deployment' && d.metadata.name === 'dcp-api')!)).toBe(
      Math.floor((400 - 10 - 2 * (4 + jobsPool)) / 20) - jobsPool,
    );
  });
});

describe('network policies (issue 38 point 6)', () => {
  const rules = (app: string, way: 'ingress' | 'egress') => policyRules(kind('NetworkPolicy'), app, way);
  const policies = () => kind('NetworkPolicy');
  const appOf = (d: Doc) => d.spec.template.metadata?.labels?.app as string | undefined;
  const monitoring = [
    {
      namespaceSelector: {
        matchLabels: { 'kubernetes.io/metadata.name': values.networkPolicy.monitoringNamespace },
      },
    },
  ];

  it('deny every ingress and egress in the namespace, then give each workload a policy of its own', () => {
    const denyAll = policies().filter(
      (p) =>
        Object.keys(p.spec.podSelector).length === 0 &&
        p.spec.policyTypes.includes('Ingress') &&
        p.spec.policyTypes.includes('Egress') &&
        !p.spec.ingress &&
        !p.spec.egress,
    );
    expect(denyAll).toHaveLength(1);
    expect(workloads().map(appOf).sort()).toEqual(['dcp-api', 'dcp-migrate', 'dcp-portal', 'dcp-worker']);
    for (const w of workloads()) {
      const own = policies().filter((p) => Object.keys(p.spec.podSelector).length > 0 && picks(p, appOf(w)!));
      expect([appOf(w), own.length > 0]).toEqual([appOf(w), true]);
    }
    // Every rule names its ports: none opens a pod whole.
    const open = policies()
      .flatMap((p) => [...(p.spec.ingress ?? []), ...(p.spec.egress ?? [])] as Rule[])
      .filter((r) => !r.ports);
    expect(open).toEqual([]);
  });

  it('let only the ingress controller and the portal reach the API, and the monitoring namespace its metrics', () => {
    const api = containersOf(one('Deployment', 'dcp-api'))[0]!;
    const port = (name: string) =>
      (api.ports as { containerPort: number; name: string }[]).find((p) => p.name === name)!.containerPort;
    expect(settingsOf(api).get('METRICS_PORT')).toBe(String(port('metrics')));
    expect(settingsOf(api).get('PORT')).toBe(String(port('http')));
    expect(one('Deployment', 'dcp-api').spec.template.metadata.annotations['prometheus.io/port']).toBe(
      String(port('metrics')),
    );
    const to = (p: number) => rules('dcp-api', 'ingress').filter((r) => r.ports!.some((x) => x.port === p));
    expect(to(port('metrics')).map((r) => r.from)).toEqual([monitoring]);
    expect(to(port('http')).map((r) => r.from)).toEqual([
      [
        {
          namespaceSelector: {
            matchLabels: { 'kubernetes.io/metadata.name': values.networkPolicy.ingressNamespace },
          },
        },
        { podSelector: { matchLabels: { app: 'dcp-portal' } } },
      ],
    ]);
    expect(rules('dcp-api', 'ingress').filter((r) => r.from === undefined)).toEqual([]);
    expect(rules('dcp-worker', 'ingress').map((r) => [r.from, r.ports])).toEqual([
      [monitoring, [{ port: 4010 }]],
    ]);
    expect(rules('dcp-migrate', 'ingress')).toEqual([]);
  });

  it('let only the API, the worker and the migrate Job reach the database', () => {
    const port = values.database.port as number;
    const reach = (app: string) => rules(app, 'egress').some((r) => r.ports!.some((p) => p.port === port));
    expect(['dcp-api', 'dcp-worker', 'dcp-migrate', 'dcp-portal'].map((a) => [a, reach(a)])).toEqual([
      ['dcp-api', true],
      ['dcp-worker', true],
      ['dcp-migrate', true],
      ['dcp-portal', false],
    ]);
  });
});
