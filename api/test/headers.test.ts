import { loadConfig } from '../src/config';
import { buildServer } from '../src/server';
import { call, demoStack, get } from './helpers';
import { PRODUCTION_ENV } from './production-env';

jest.setTimeout(60_000);

// Issue 15 point 6: what the API's answers let browsers and proxies keep, and what it serves publicly.
const t = demoStack(['patient']);

describe('answers are never stored by browsers or proxies', () => {
  it('an authenticated answer with personal data carries Cache-Control: no-store', async () => {
    const res = await call(t.s.url, 'GET', '/user/this', {
      headers: { authorization: `Bearer ${t.tok.patient}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
  it('so do errors and anonymous answers', async () => {
    expect((await call(t.s.url, 'GET', '/user/this')).headers.get('cache-control')).toBe('no-store');
    expect((await call(t.s.url, 'GET', '/health')).headers.get('cache-control')).toBe('no-store');
  });
  it('HSTS is sent (browsers honour it once the API is reached over TLS)', async () => {
    const res = await call(t.s.url, 'GET', '/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{6,}/);
  });
});

describe('the API documentation switch', () => {
  it('is on by default outside production, and off by default in production', () => {
    expect(loadConfig({}).docsUi).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).docsUi).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS_UI: '1' }).docsUi).toBe(true);
  });
  it('when off, neither the Swagger UI nor the document is served', async () => {
    const app = await buildServer({
      config: { ...t.s.config, docsUi: false },
      database: t.s.app.dcp.database,
      seed: false,
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      expect((await call(base, 'GET', '/api/docs/static/index.html')).status).toBe(404);
      expect((await call(base, 'GET', '/api/docs/json')).status).toBe(404);
      expect((await get(base, '/health')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
