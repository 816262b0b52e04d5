import { tokenStore } from '@dcp/shared/bus';
import { PatientListQuery, toPage } from '@dcp/shared/contracts';
import { configureHttp } from '@dcp/shared/http';
import { createFakeApi } from '@dcp/shared/testing';
import { row } from '../patient-list/listTestKit';
import { getPatientList } from './getPatientList';

// The portal keeps the list page it read with its ETag and asks again with If-None-Match (the API
// answers no-store, so no browser cache would): an unchanged list answers 304 and the kept page is used.

const api = createFakeApi();
// No rows: what is kept and reused is the parsed page itself (the rows' shape is the contract's tests').
const PAGE = toPage([], 0, 2000, 0, true);
const QUERY = PatientListQuery.parse({ page: 0, size: 2000 });

beforeEach(() => {
  api.reset();
  api.install();
  configureHttp({ baseURL: 'http://api.test' });
  tokenStore.set('token-a');
  api.on('get', 'user', (req) =>
    req.headers['If-None-Match'] === 'W/"v1"'
      ? { status: 304, headers: { ETag: 'W/"v1"' } }
      : { status: 200, data: PAGE, headers: { ETag: 'W/"v1"' } },
  );
});
afterAll(() => api.uninstall());

it('asks again with the kept tag and uses the kept page on 304', async () => {
  const first = await getPatientList(QUERY);
  expect(api.calls('get', 'user')[0]!.headers['If-None-Match']).toBeUndefined();
  const again = await getPatientList(QUERY);
  expect(api.calls('get', 'user')[1]!.headers['If-None-Match']).toBe('W/"v1"');
  expect(again).toBe(first);
});

it('keeps a page per query and forgets them all when the token changes', async () => {
  await getPatientList(QUERY);
  await getPatientList({ ...QUERY, search: 'x' });
  expect(api.calls('get', 'user').at(-1)!.headers['If-None-Match']).toBeUndefined();
  await getPatientList(QUERY);
  expect(api.calls('get', 'user').at(-1)!.headers['If-None-Match']).toBe('W/"v1"');
  tokenStore.set('token-b');
  await getPatientList(QUERY);
  expect(api.calls('get', 'user').at(-1)!.headers['If-None-Match']).toBeUndefined();
});

it('checks every row of a long list, a slice per task, in order', async () => {
  const rows = Array.from({ length: 600 }, (_, i) => row(i));
  api.on('get', 'user', { status: 200, data: toPage(rows, 0, 2000, rows.length, true) });
  const list = await getPatientList({ ...QUERY, search: 'long' });
  expect(list.content.map((p) => p.id)).toEqual(rows.map((p) => p.id));
  const bad = rows.map((p, i) => (i === 420 ? { ...p, priorityScore: 'high' } : p));
  api.on('get', 'user', { status: 200, data: toPage(bad, 0, 2000, bad.length, true) });
  await expect(getPatientList({ ...QUERY, search: 'bad' })).rejects.toThrow();
});
