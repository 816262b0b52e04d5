// What `npm test` and `npm run rehearse` need from the operating system (issue 29 point 1): Debian's
// Chromium for the journeys, PostgreSQL and nginx for the rehearsal. Installed with apt-get when this
// runs as root; otherwise the run stops at once and names the one command that would install them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHECKS = {
  chromium: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  postgresql: () =>
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`)),
  nginx: () => existsSync('/usr/sbin/nginx'),
};

/** Exits the process (after printing the command) when a package is missing and cannot be installed. */
export function ensureSystemPackages(names) {
  const missing = names.filter((n) => !CHECKS[n]());
  if (missing.length === 0) return;
  const command = `apt-get install -y ${missing.join(' ')}`;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !apt) {
    console.error(`Missing: ${missing.join(', ')}. Install with:\n  sudo ${command}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} (${command}) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  } catch {
    console.error(`apt-get failed. Install by hand:\n  ${command}`);
    process.exit(1);
  }
}
