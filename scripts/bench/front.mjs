// One origin for two builds: the API accepts one portal origin (CORS), so the bench puts a switchable
// front server there and points it at the federated portal or at the plain reference in turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '../serve.mjs';
import { startStack } from '../stack.mjs';

// `latency(ms)` holds every request that long first (a phone's round trip; the service worker's own
// requests included, which Chromium's network emulation leaves alone).
export function startFront(port, target) {
  const front = { target, latency: 0 };
  const server = createServer((req, res) => {
    if (front.latency > 0) {
      req.pause();
      setTimeout(() => forward(req, res), front.latency);
    } else forward(req, res);
  });
  function forward(req, res) {
    const upstream = request(
      { host: '127.0.0.1', port: front.target, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
    req.resume();
  }
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        use: (p) => (front.target = p),
        latency: (ms) => (front.latency = ms),
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

/**
 * The plain build (`plainDist`) served for `stack`'s API on `ports.plain`, and the front on
 * `ports.front` pointing at the portal (`ports.portal`) first: what every side-by-side row needs.
 */
export async function startSideBySide(ports, stack, plainDist) {
  const plain = await startPortal({
    port: ports.plain,
    shellDist: plainDist,
    env: { ...process.env, API_URL: stack.urls.api, COGNITO_PUBLIC_ENDPOINT: `${stack.urls.api}/identity` },
  });
  const front = await startFront(ports.front, ports.portal);
  return {
    front,
    close: async () => {
      await front.close();
      await new Promise((r) => plain.close(r));
    },
  };
}

/**
 * The bench's stack on `ports` with the list clinic of 2,000 patients (the list page's rows open it),
 * the API accepting the front's origin, and the front and the plain build beside it (startSideBySide).
 * `stop()` closes all of it and removes the throwaway data folder.
 */
export async function startBenchStack(ports, plainDist) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dcp-bench-'));
  const base = `http://localhost:${ports.front}`;
  const stack = await startStack({
    ports,
    dataDir,
    quiet: true,
    env: { SEED_DEMO: '1', SEED_PATIENTS: '2000', LOG_LEVEL: 'warn', PORTAL_ORIGIN: base },
  });
  const { front, close } = await startSideBySide(ports, stack, plainDist);
  return {
    base,
    stack,
    front,
    stop: async () => {
      await close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
