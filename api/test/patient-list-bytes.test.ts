import http from 'node:http';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createSession } from '../src/auth/sessions';
import { PatientList } from '../src/contracts';
import { accounts, clinics } from '../src/db/schema';
import { seedListPatients } from '../src/seed-patient-list';
import { demoTokens, startStack, type Stack } from './helpers';

// The patient list as stored bytes (issue 41 point 2): the page kept per list version carries its gzip
// beside it, sent as it is (compressed once, not per request), a kept tag answers 304 with no body,
// and a kept page is never another clinic's, role's or query's.

jest.setTimeout(180_000);
let s: Stack;
let doctor: string;
let superadmin: string;
let otherDoctor: string;
const OTHER = '00000000-0000-4000-8000-0000000000d7';
const db = () => s.app.dcp.database.db;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as they travel (fetch would decompress them). */
function raw(path: string, token: string, headers: Record<string, string> = {}) {
  return new Promise<Raw>((resolve, reject) => {
    http
      .get(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
const PATH = '/user?size=2000&sort=priorityScore&dir=desc';

beforeAll(async () => {
  s = await startStack();
  ({ doctor, superadmin } = await demoTokens(s, ['doctor', 'superadmin']));
  await db().insert(clinics).values({ id: OTHER, name: 'Bytes Clinic' });
  const [d] = await db()
    .insert(accounts)
    .values({
      pool: 'doctor',
      email: 'bytes-doctor@test.example',
      role: 'doctor',
      status: 'ACTIVE',
      clinicId: OTHER,
    })
    .returning();
  await seedListPatients(db(), { clinicId: OTHER, doctorId: d!.id, count: 12, prefix: 'bytes' });
  otherDoctor = await createSession(db(), d!.id, 1);
});
afterAll(() => s?.stop());

afterEach(() => jest.restoreAllMocks());

it('sends the kept gzip bytes, compressed once per page, that decompress to the plain answer', async () => {
  const gzip = jest.spyOn(zlib, 'gzipSync');
  const plain = await raw(PATH, doctor);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const first = await raw(PATH, doctor, GZIP);
  const second = await raw(PATH, doctor, GZIP);
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(first.headers.vary).toMatch(/accept-encoding/i);
  expect(first.headers.etag).toBe(plain.headers.etag);
  // The same stored bytes each time, gzipped once for the page (not by the plugin per request).
  expect(second.body.equals(first.body)).toBe(true);
  expect(gzip).toHaveBeenCalledTimes(1);
  expect(Number(first.headers['content-length'])).toBe(first.body.length);
  const unzipped = zlib.gunzipSync(first.body);
  expect(unzipped.equals(plain.body)).toBe(true);
  expect(PatientList.parse(JSON.parse(unzipped.toString())).totalElements).toBeGreaterThan(40);
  expect(first.body.length * 5).toBeLessThan(plain.body.length);
});

it('answers a kept tag 304 with no body, and new bytes under a new tag after a change', async () => {
  const first = await raw(PATH, doctor, GZIP);
  const etag = first.headers.etag!;
  const again = await raw(PATH, doctor, { ...GZIP, 'if-none-match': etag });
  expect({ status: again.status, length: again.body.length }).toEqual({ status: 304, length: 0 });
  const [p] = await db().select().from(accounts).where(eq(accounts.email, 'demo5@list.test'));
  await db().update(accounts).set({ lastReviewedAt: new Date() }).where(eq(accounts.id, p!.id));
  const changed = await raw(PATH, doctor, { ...GZIP, 'if-none-match': etag });
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(changed.body.equals(first.body)).toBe(false);
  const page = PatientList.parse(JSON.parse(zlib.gunzipSync(changed.body).toString()));
  expect(page.content.find((x) => x.id === p!.id)!.lastReviewedAt).not.toBeNull();
});

it("never answers another clinic's, role's or query's kept page", async () => {
  const mine = await raw(PATH, doctor, GZIP);
  const etag = mine.headers.etag!;
  // The other clinic's doctor, the same query, this clinic's tag: its own page, never a 304.
  const other = await raw(PATH, otherDoctor, { ...GZIP, 'if-none-match': etag });
  expect(other.status).toBe(200);
  expect(other.headers.etag).not.toBe(etag);
  const theirs = PatientList.parse(JSON.parse(zlib.gunzipSync(other.body).toString()));
  expect(theirs.totalElements).toBe(12);
  expect(theirs.content.every((x) => x.email.startsWith('bytes'))).toBe(true);
  // The superadmin, the same query: every clinic's page, not the doctor's.
  const all = await raw(PATH, superadmin, { 'if-none-match': etag });
  expect(all.status).toBe(200);
  const every = PatientList.parse(JSON.parse(all.body.toString()));
  expect(every.content.some((x) => x.clinic?.id === OTHER)).toBe(true);
  // Another query of the same doctor: another page.
  const other2 = await raw('/user?size=2000&sort=priorityScore&dir=asc', doctor, { 'if-none-match': etag });
  expect(other2.status).toBe(200);
  expect(other2.headers.etag).not.toBe(etag);
});

it("lets the portal's origin send If-None-Match and read the ETag (the portal is another origin)", async () => {
  const origin = s.config.portalOrigin;
  const pre = await fetch(`${s.url}/user`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,if-none-match',
    },
  });
  expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
  const res = await raw(PATH, doctor, { origin });
  expect(res.headers['access-control-expose-headers']?.toLowerCase()).toContain('etag');
});
