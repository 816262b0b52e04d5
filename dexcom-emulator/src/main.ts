// Starts the Dexcom API v3 emulator on loopback (npm start and the e2e stack run it as a child process).
import { buildEmulator } from './server';

const num = (v: string | undefined, dflt: number) => (v ? Number(v) : dflt);
const { app } = buildEmulator({
  settings: {
    clientId: process.env.DEXCOM_CLIENT_ID || undefined,
    clientSecret: process.env.DEXCOM_CLIENT_SECRET || undefined,
    tokenTtlSeconds: num(process.env.DEXCOM_EMULATOR_TOKEN_TTL, 7200),
    ratePerHour: num(process.env.DEXCOM_EMULATOR_RATE_PER_HOUR, 60_000),
    // Registered as the API computes its own (api/src/config.ts): DEXCOM_REDIRECT_URI, else the
    // portal's /dexcom/callback.
    redirectUris: [
      process.env.DEXCOM_REDIRECT_URI ||
        `${(process.env.PORTAL_ORIGIN || 'http://localhost:8080').replace(/\/$/, '')}/dexcom/callback`,
    ],
  },
});
const port = num(process.env.DEXCOM_EMULATOR_PORT, 4300);
await app.listen({ port, host: '127.0.0.1' });
console.log(`Dexcom emulator on http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
