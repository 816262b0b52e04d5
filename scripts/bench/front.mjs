// One origin for two builds: the API accepts one portal origin (CORS), so the bench puts a switchable
// front server there and points it at the federated portal or at the plain reference in turn.
import { createServer, request } from 'node:http';
import { startPortal } from '../serve.mjs';

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
