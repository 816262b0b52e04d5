// The rehearsal's first installation (issue 39 point 2): docs/deploy.md's numbered walk-through, read
// from the file and run step by step on the rehearsal's empty database, so the document cannot drift.
// Each step's commands are the fenced block under its marker `<!-- first-install: ID -->`. The
// rehearsal stands in where this machine differs from an installation: cognito-local for Amazon
// Cognito (the pools command gets --endpoint), and — no container engine here — a command compose
// runs in a container (`docker compose -f deploy/compose.yaml run --rm SERVICE [COMMAND…]`) runs as
// given (or as compose.yaml names the service's command) on the machine, and its own nginx and API
// processes for `docker compose up`. A step added or removed in the document without a handler here,
// or a command this cannot run, fails the rehearsal.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DOC = 'docs/deploy.md';
const COMPOSE = 'deploy/compose.yaml';

/** Each marked step of the document, in its order: id → its block's lines (comments and blanks out). */
export function documentedSteps(markdown) {
  const steps = new Map();
  const marker = /<!-- first-install: ([\w-]+) -->\s*\n\s*```\w*\n([\s\S]*?)\n\s*```/g;
  for (const [, id, block] of markdown.matchAll(marker))
    steps.set(
      id,
      block
        .split('\n')
        .map((l) => l.replace(/\s+#.*$/, '').trim())
        .filter((l) => l && !l.startsWith('#')),
    );
  return steps;
}

/** A command line's words (the document's commands quote nothing). */
const words = (line) => line.split(/\s+/);

/** `node …` runs on this process's Node (the machine's may be older); anything else as written. */
function runCommand(argv, env, what) {
  const [cmd, ...args] = argv;
  try {
    return execFileSync(cmd === 'node' ? process.execPath : cmd, args, { cwd: root, env, encoding: 'utf8' });
  } catch (e) {
    throw new Error(`${what}: \`${argv.join(' ')}\` failed: ${e.stderr || e.message}`, { cause: e });
  }
}

/**
 * `docker compose -f deploy/compose.yaml run --rm SERVICE [COMMAND…]` → the command the container
 * would run: the one given, else the service's own from compose.yaml.
 */
function composeRun(line) {
  const m = /^docker compose -f (\S+) run --rm (\S+)(?: (.+))?$/.exec(line);
  if (!m || m[1] !== COMPOSE) throw new Error(`not a \`docker compose -f ${COMPOSE} run --rm …\`: ${line}`);
  if (m[3]) return words(m[3]);
  const command = parse(fs.readFileSync(path.join(root, COMPOSE), 'utf8')).services?.[m[2]]?.command;
  if (!Array.isArray(command)) throw new Error(`${COMPOSE} names no command for the service ${m[2]}`);
  return command;
}

const only = (lines, id) => {
  if (lines.length !== 1)
    throw new Error(`step ${id}: one command expected, the document has ${lines.length}`);
  return lines[0];
};

/**
 * The steps' handlers, by the document's ids. `ctx`: { dir, identityEndpoint, env (the processes'
 * settings, completed here), ownerUrl, startServices() → Promise (nginx and the API: `up`'s stand-in),
 * journey({ signIn, clinicPath }) → Promise<boolean> }.
 */
const HANDLERS = {
  // 1. The pools, on the embedded provider: its printed settings become the API's and portal's.
  pools(lines, ctx) {
    const line = only(lines, 'pools');
    if (!line.startsWith('npm run create-identity-pools -- ')) throw new Error(`pools: ${line}`);
    const printed = runCommand([...words(line), '--endpoint', ctx.identityEndpoint], ctx.env, 'pools');
    ctx.printed = Object.fromEntries(
      printed
        .split('\n')
        .map((l) => /^([A-Z_]+)=(\S+)$/.exec(l))
        .filter(Boolean)
        .map(([, k, v]) => [k, v]),
    );
  },
  // 2. deploy/.env from the example (in the rehearsal's folder), the printed lines and fresh keys in it.
  env(lines, ctx) {
    const envFile = path.join(ctx.dir, '.env');
    const keys = ['AUDIT_HMAC_KEY', 'PSEUDONYM_KEY', 'DEXCOM_TOKEN_KEY'];
    for (const line of lines) {
      const argv = words(line);
      if (argv[0] === 'cp' && argv[1] === 'deploy/.env.example' && argv[2] === 'deploy/.env')
        fs.copyFileSync(path.join(root, argv[1]), envFile);
      else if (line === 'openssl rand -base64 32')
        for (const key of keys) ctx.printed[key] = runCommand(argv, ctx.env, 'env').trim();
      else throw new Error(`env: ${line}`);
    }
    // Every printed setting has its line in the example; the provider's endpoint is the rehearsal's own.
    let text = fs.readFileSync(envFile, 'utf8');
    for (const [key, value] of Object.entries(ctx.printed)) {
      if (key === 'COGNITO_ENDPOINT') continue;
      const line = new RegExp(`^${key}=.*$`, 'm');
      if (!line.test(text)) throw new Error(`env: deploy/.env.example has no ${key}=`);
      text = text.replace(line, `${key}=${value}`);
    }
    fs.writeFileSync(envFile, text);
    const filled = Object.fromEntries(
      [...text.matchAll(/^((?:COGNITO|AUDIT|PSEUDONYM|DEXCOM_TOKEN)[A-Z_]*)=(.+)$/gm)].map(([, k, v]) => [
        k,
        v,
      ]),
    );
    Object.assign(ctx.env, filled, { COGNITO_ENDPOINT: ctx.printed.COGNITO_ENDPOINT });
  },
  // 3. `up`: the rehearsal's nginx and API process (migrations first, as compose's migrate service).
  async up(lines, ctx) {
    if (only(lines, 'up') !== `docker compose -f ${COMPOSE} up -d`) throw new Error(`up: ${lines[0]}`);
    ctx.started = ctx.startServices();
    // Unhandled until the sign-in awaits it: the superadmin is created meanwhile.
    ctx.started.catch(() => undefined);
  },
  migrate(lines, ctx) {
    const argv = composeRun(only(lines, 'migrate'));
    runCommand(argv, { ...ctx.env, MIGRATE_DATABASE_URL: ctx.ownerUrl }, 'migrate');
  },
  superadmin(lines, ctx) {
    const argv = composeRun(only(lines, 'superadmin'));
    ctx.email = argv[argv.indexOf('--email') + 1];
    console.log(runCommand(argv, ctx.env, 'superadmin').trim());
  },
  // 6 and 7: the browser, through nginx, as the superadmin (e2e/first-installation).
  'sign-in'(lines, ctx) {
    ctx.signIn = new URL(only(lines, 'sign-in')).pathname;
  },
  async clinic(lines, ctx) {
    const clinicPath = only(lines, 'clinic').split(' › ');
    await ctx.started;
    if (!(await ctx.journey({ email: ctx.email, signIn: ctx.signIn, clinicPath })))
      throw new Error('the first superadmin did not sign in and add a clinic');
  },
};

/** The document's order, but migrate before `up`: compose's `up` runs the migrate service first. */
const runOrder = (ids) =>
  ids.includes('up') && ids.includes('migrate')
    ? ids.flatMap((id) => (id === 'migrate' ? [] : id === 'up' ? ['migrate', 'up'] : [id]))
    : ids;

/** Runs the document's steps; answers the rehearsal's checks (which step ran, and the drift check). */
export async function firstInstallation(ctx) {
  const steps = documentedSteps(fs.readFileSync(path.join(root, DOC), 'utf8'));
  const ids = [...steps.keys()];
  const ran = [];
  const t0 = performance.now();
  let failure = '';
  ctx.printed = {};
  try {
    for (const id of runOrder(ids)) {
      const handler = HANDLERS[id];
      if (!handler) throw new Error(`${DOC} has a step "${id}" the rehearsal does not know`);
      const t = performance.now();
      await handler(steps.get(id), ctx);
      ran.push(`${id} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  } catch (e) {
    failure = e.message;
  }
  const missing = Object.keys(HANDLERS).filter((id) => !steps.has(id));
  return [
    [
      `${DOC}'s first-installation steps are the rehearsal's, each run`,
      !failure && missing.length === 0 && ran.length === ids.length,
      failure ||
        (missing.length
          ? `not in the document: ${missing.join(', ')}`
          : `${ran.join(' → ')} in ${Math.round((performance.now() - t0) / 1000)} s`),
    ],
  ];
}

/** The browser's part: e2e/first-installation.config.ts, with what the steps named. */
export function firstInstallJourney({ portalUrl, mailUrl, email, signIn, clinicPath }) {
  return new Promise((resolve) => {
    const pw = spawn(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '--config', 'e2e/first-installation.config.ts'],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORTAL_URL: portalUrl,
          MAIL_URL: mailUrl,
          FIRST_INSTALL: JSON.stringify({ email, signIn, clinicPath }),
        },
      },
    );
    pw.on('exit', (code) => resolve(code === 0));
  });
}
