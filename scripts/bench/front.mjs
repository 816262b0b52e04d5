// One origin for two builds: the API accepts one portal origin (CORS), so the bench puts a switchable
// front server there and points it at the federated portal or at the plain reference in turn.
import { createServer, request } from 'node:http';

export function startFront(port, target) {
  const front = { target };
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: front.target, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        use: (p) => (front.target = p),
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}
