// `npm start`: builds what is not built, starts the whole portal on the embedded defaults, prints
// where everything is, and stops everything it started on Ctrl-C.
import { build } from './build.mjs';
import { startStack } from './stack.mjs';

const ACCOUNTS = [
  ['superadmin@demo.test', 'DemoPass#2026', 'superadmin — sign in at /sign-in-superadmin'],
  ['admin@demo.test', 'DemoPass#2026', 'clinic admin of Demo Clinic — sign in at /sign-in-admin'],
  ['doctor@demo.test', 'DemoPass#2026', 'doctor — sign in at /login'],
  ['patient@demo.test', 'DemoPass#2026', 'patient — sign in at /login'],
  ['patient2@demo.test', 'DemoPass#2026', 'patient — a questionnaire in progress'],
  ['patient3@demo.test', 'DemoPass#2026', 'patient — answers awaiting review'],
  ['newpatient@demo.test', 'TempPass#2026', 'patient, temporary password: sets a new one, then onboarding'],
];

await build({ ifNeeded: true });
const stack = await startStack();
console.log(`
Diabetes Care Portal is running.
  Portal        ${stack.urls.portal}
  API           ${stack.urls.api}   (OpenAPI: ${stack.urls.docs})
  Mail inbox    ${stack.urls.mail}
  Identity      ${stack.urls.identity}   (cognito-local)
  Dexcom        ${stack.urls.dexcom}   (Dexcom API v3 emulator: sandbox users on its login page)
  Widget demo   ${stack.urls.widgetExample}   (a clinic page embedding the Dexcom connect widget)

Demo accounts (all in "Demo Clinic"):
${ACCOUNTS.map(([email, pw, what]) => `  ${email.padEnd(22)} ${pw.padEnd(14)} ${what}`).join('\n')}

Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping …');
    await stack.stop();
    process.exit(0);
  });
}
