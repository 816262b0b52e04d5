import http from 'node:http';
import type { SurveyInstance } from '../src/contracts';
import { scrubAttributes } from '../src/telemetry-scrub';
import { answerAndSubmit } from './answer-helpers';
import { startChildApi, type ChildApi } from './child-api';
import { accountId, demoTokens, freePort, get, startStack, type Stack } from './helpers';

// Issue 38 point 4 (design D§15): traces carry routes and ids, never values. The API runs as
// operators run it (cli.ts, OpenTelemetry on) and exports its spans by OTLP/HTTP (JSON) to a
// receiver in this test, while a doctor searches the list by a patient's name, e-mail and birth date
// and the patient answers a questionnaire with her own words. None of those values reaches a span.

jest.setTimeout(180_000);

const WORDS = 'Night hypos frighten me since Quillon moved out';
let s: Stack;
let api: ChildApi | undefined;
let receiver: http.Server;
let endpoint = '';
const exported: string[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') exported.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => receiver.listen(port, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${port}`;
  s = await startStack();
});
afterAll(async () => {
  api?.child.kill('SIGKILL');
  await s?.stop().catch(() => undefined);
  await new Promise((r) => receiver.close(r));
});

it('a traced search and a traced questionnaire export no name, e-mail, birth date or free text', async () => {
  const tok = await demoTokens(s, ['doctor', 'patient2']);
  const patientId = await accountId(s.url, tok.patient2);
  await s.app.close();
  api = await startChildApi(s, {
    entry: ['src/cli.ts', 'api'],
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'dcp-api-test' },
  });
  const { url } = api;
  const patient = (await get(url, `/user/${patientId}`, tok.doctor)).body as Record<string, string>;
  const birthDate = patient.birthDate ?? '1979-03-04';
  for (const q of [
    `search=${encodeURIComponent(`${patient.firstName} ${patient.lastName}`)}`,
    `search=${encodeURIComponent('patient2@demo.test')}`,
    `birthDate=${birthDate}`,
  ])
    expect((await get(url, `/user?${q}`, tok.doctor)).status).toBe(200);
  const list = (await get(url, '/surveyInstance', tok.patient2)).body as { content: SurveyInstance[] };
  const open = list.content.find((i) => ['CREATED', 'IN_PROGRESS'].includes(i.status));
  expect(open).toBeDefined();
  await answerAndSubmit({ url }, open!.id, tok.patient2, WORDS);
  // SIGTERM: the API stops and its telemetry flushes every queued span before the process exits.
  api.child.kill('SIGTERM');
  await api.exited;

  const spans = exported.join('\n');
  // The spans arrived, with their routes and ids.
  expect(spans).toContain(`/user/${patientId}`);
  expect(spans).toContain(`/surveyInstance/${open!.id}`);
  expect(spans).toContain('"url.path"');
  const values = [
    patient.firstName!,
    patient.lastName!,
    'patient2@demo.test',
    'patient2%40demo.test',
    birthDate,
    'Quillon',
    'frighten',
  ];
  expect(values.filter((v) => spans.includes(v))).toEqual([]);
});

it('a scrubbed span keeps its path and loses its query, error text and client address', () => {
  const attributes: Record<string, unknown> = {
    'url.full': 'http://api/user?search=Paula&birthDate=1979-03-04',
    'http.target': '/user?search=Paula',
    'url.path': '/user',
    'url.query': 'search=Paula',
    'client.address': '203.0.113.9',
    'exception.message': 'Key (email)=(paula@example.org) already exists',
  };
  scrubAttributes(attributes);
  expect(attributes).toEqual({ 'url.full': 'http://api/user', 'http.target': '/user', 'url.path': '/user' });
});
