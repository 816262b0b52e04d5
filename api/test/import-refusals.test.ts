import { DEMO_PASSWORD } from '../src/seed';
import { accountId, demoTokens, expectError, post, postFile, startStack, type Stack } from './helpers';
import { captureMailer, tempPasswordIn } from './mail-capture';

// POST user/bulkSignup: what is refused as a whole (limits, media type, malformed files) and who may
// import. The limits are settings, set low here.

const cap = captureMailer();
let s: Stack;
let t: Record<'doctor' | 'patient' | 'admin' | 'superadmin', string>;
let doctorId = '';

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer, env: { IMPORT_MAX_ROWS: '5', IMPORT_MAX_BYTES: '2048' } });
  t = await demoTokens(s, ['doctor', 'patient', 'admin', 'superadmin']);
  doctorId = await accountId(s.url, t.doctor);
}, 120_000);
afterAll(() => s?.stop());

const path = (doctor = doctorId) => `/user/bulkSignup?doctor=${encodeURIComponent(doctor)}`;
const rows = (n: number) =>
  ['email,firstName,lastName', ...Array.from({ length: n }, (_, i) => `r${i}@refuse.test,A,B`)].join('\n');

describe('refused as a whole, creating nobody', () => {
  it('more rows than the setting → 413 naming the limit', async () => {
    expectError(await postFile(s.url, path(), rows(6), t.doctor), 413, /6 rows; at most 5/);
  });

  it('a larger file than the setting → 413 naming the size', async () => {
    const big = `email,firstName,lastName\nx@refuse.test,${'A'.repeat(3000)},B\n`;
    expectError(await postFile(s.url, path(), big, t.doctor), 413, /larger than 2 KB/);
  });

  it('anything but text/csv → 415', async () => {
    expectError(await postFile(s.url, path(), rows(1), t.doctor, 'application/json'), 415, /\.csv/);
    expectError(await postFile(s.url, path(), rows(1), t.doctor, 'application/vnd.ms-excel'), 415, /\.csv/);
    expectError(await post(s.url, path(), { email: 'a@b.test' }, t.doctor), 415, /\.csv/);
  });

  it('no header, an empty file, a header only, broken quoting → 400 with a message', async () => {
    expectError(await postFile(s.url, path(), 'a@b.test,Ann,Lee\n', t.doctor), 400, /header/);
    expectError(await postFile(s.url, path(), '', t.doctor), 400);
    expectError(
      await postFile(s.url, path(), 'email,firstName,lastName\n', t.doctor),
      400,
      /no patient rows/,
    );
    expectError(await postFile(s.url, path(), 'email,name\n"x@y.test,Ann\n', t.doctor), 400, /not valid CSV/);
    expectError(await postFile(s.url, path(), 'email,firstName\nx@y.test,Ann\n', t.doctor), 400, /lastName/);
    expectError(await postFile(s.url, `${path()}&from=9`, rows(2), t.doctor), 400, /only 2 rows/);
  });

  it('nobody was created by any of the refused files', async () => {
    expect(cap.sent.filter((m) => m.to.endsWith('@refuse.test'))).toEqual([]);
  });
});

describe('who may import', () => {
  it('anonymous 401; patient, admin and superadmin 403', async () => {
    expectError(await postFile(s.url, path(), rows(1)), 401);
    for (const who of ['patient', 'admin', 'superadmin'] as const) {
      expectError(await postFile(s.url, path(), rows(1), t[who]), 403, /Only a doctor/);
    }
  });

  it("naming another clinic's doctor, a missing doctor or a patient answers 404 alike", async () => {
    const clinic = (await post(s.url, '/clinic', { name: 'Elsewhere' }, t.superadmin)).body as { id: string };
    const other = 'other-doctor@refuse.test';
    const created = await post(
      s.url,
      '/doctor',
      { clinicId: clinic.id, email: other, firstName: 'O', lastName: 'D' },
      t.superadmin,
    );
    expect(created.status).toBe(201);
    const otherId = (created.body as { id: string }).id;
    const patientId = await accountId(s.url, t.patient);
    for (const doctor of [otherId, '11111111-2222-4333-8444-555555555555', patientId]) {
      expectError(await postFile(s.url, path(doctor), rows(1), t.doctor), 404, /Doctor not found/);
    }
    // And the other clinic's doctor cannot import into the demo clinic by naming its doctor.
    const temp = tempPasswordIn(cap.sent.find((m) => m.to === other)?.text ?? '') ?? '';
    const otherToken = await s.apiToken('doctor', other, temp, `${DEMO_PASSWORD}x`);
    expectError(await postFile(s.url, path(), rows(1), otherToken), 404, /Doctor not found/);
  });

  it('a malformed doctor id (an email, say) is a 400', async () => {
    expectError(await postFile(s.url, path('not-an-id'), rows(1), t.doctor), 400);
    expectError(await postFile(s.url, path('doctor@demo.test'), rows(1), t.doctor), 400);
  });
});
