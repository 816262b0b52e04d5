import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiBlock } from '../../scripts/nginx-conf.mjs';

// The production balancer (the nginx block the rehearsal and the portal image run) while PostgreSQL
// restarts and one API process is dead: every live process answers 503 for a while. A CI rehearsal
// saw nginx count those 503s as failures, mark the live processes down, and answer 502 "no live
// upstreams" to requests the portal would have retried. Here the real nginx runs in front of two
// processes that answer 503 then 200 and one port nobody listens on.

const NGINX = '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** An API process stand-in: 503 while the database is "down", 200 after. */
function process503(state: { down: boolean }): Promise<[http.Server, number]> {
  const server = http.createServer((_req, res) => {
    res.writeHead(state.down ? 503 : 200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve([server, (server.address() as net.AddressInfo).port])),
  );
}

async function statusOf(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/user`);
  await res.arrayBuffer();
  return res.status;
}

describe('balancer while the database restarts and one API process is dead', () => {
  const state = { down: true };
  const servers: http.Server[] = [];
  let nginx: ChildProcess | undefined;
  let apiPort = 0;
  let dir = '';

  beforeAll(async () => {
    const [a, aPort] = await process503(state);
    const [b, bPort] = await process503(state);
    servers.push(a, b);
    const dead = await freePort();
    apiPort = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-balancer-'));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `${t}_temp_path ${dir}/${t};`,
    );
    const upstreams = [aPort, bPort, dead].map((p) => `127.0.0.1:${p}`);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 64; }\n` +
        `http {\n  access_log off;\n  ${temp.join('\n  ')}\n${apiBlock({ apiPort, upstreams })}\n}\n`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      const up = await statusOf(apiPort).catch(() => 0);
      if (up) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes the 503s on (for the portal to retry) and keeps the live processes, never "no live upstreams"', async () => {
    const whileDown: number[] = [];
    for (let i = 0; i < 6; i++) whileDown.push(await statusOf(apiPort));
    expect(whileDown).toEqual([503, 503, 503, 503, 503, 503]);

    state.down = false;
    const after: number[] = [];
    for (let i = 0; i < 6; i++) after.push(await statusOf(apiPort));
    expect(after).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
