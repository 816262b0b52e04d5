import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { buildServer } from '../src/server';
import { demoTokens, freePort, get, startStack, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

// Issue 29 points 4 and 5: readiness names the dependency that is down; metrics by route template,
// with nothing personal in any label, served on METRICS_PORT only, never on the public port (issue 38
// point 6).

jest.setTimeout(120_000);

describe('readiness', () => {
  it('answers 200 while the database answers, then 503 naming it once it is gone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-ready-'));
    // PGlite alone (its own folder): closing it under the server is the database going away.
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      START_IDENTITY: '0',
      LOG_LEVEL: 'silent',
    });
    const database = await openDatabase(config);
    const app = await buildServer({ config, database, mailer: captureMailer().mailer });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const up = await get(url, '/health/ready');
      expect(up.status).toBe(200);
      expect(up.body).toEqual({ status: 'ok', checks: { database: 'up' } });
      expect((await get(url, '/health/live')).status).toBe(200);
      await app.dcp.background.stop();
      await database.close();
      const down = await get(url, '/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'down' } });
      // Liveness does not depend on the database: restarting the process would not bring it back.
      expect((await get(url, '/health/live')).status).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('metrics', () => {
  let s: Stack;
  let metricsUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}`;
    s = await startStack({ mailer: captureMailer().mailer, env: { METRICS_PORT: String(port) } });
  }, 120_000);
  afterAll(() => s?.stop());

  it('are not on the public listener: /metrics there is a 404 like any unknown path', async () => {
    expect((await get(s.url, '/metrics')).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(200);
    // The metrics listener answers nothing else.
    expect((await fetch(`${metricsUrl}/health/ready`)).status).toBe(404);
  });

  it('count requests by route template, method and status; queue depth; no id or address in a label', async () => {
    const t = await demoTokens(s, ['doctor']);
    const me = (await get(s.url, '/user/this', t.doctor)).body as { id: string; email: string };
    expect((await get(s.url, '/surveyInstance/00000000-0000-4000-8000-000000000000', t.doctor)).status).toBe(
      404,
    );
    expect((await get(s.url, `/surveyInstance/${me.id}`, t.doctor)).status).toBe(404);
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/user\/this",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/surveyInstance\/:id",status="404"\} 2/,
    );
    expect(text).toMatch(/job_queue_depth\{job="mail.send",state="waiting"\} \d+/);
    expect(text).toMatch(/^mail_outbox_pending \d+/m);
    expect(text).toMatch(/^glucose_sync_lag_seconds \d+/m);
    // Nothing personal anywhere in the labels.
    const labels = text.split('\n').filter((l) => !l.startsWith('#') && l.includes('{'));
    expect(labels.join('\n')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|@|demo\.test/i);
    expect(text).not.toContain(me.id);
  });
});
