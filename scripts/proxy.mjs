// A small round-robin HTTP proxy for the "several API processes" set-up (issue 12 point 5,
// docs/deploy.md): each request goes to the next API process in turn, so consecutive requests of one
// browser land on different processes. Sessions, rate limits, leases and the audit chain live in
// PostgreSQL, which is what lets any process answer any request. Not a production load balancer.
import http from 'node:http';

/** Listens on `port` and spreads requests over `targets` (ports on 127.0.0.1), in turn. */
export function startRoundRobinProxy({ port, targets }) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length];
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('API process unreachable');
    });
    req.pipe(upstream);
  });
  // Browsers keep connections open; a keep-alive socket must not pin a browser to one process.
  server.keepAliveTimeout = 0;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
