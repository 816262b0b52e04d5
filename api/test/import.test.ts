import { and, eq, inArray } from 'drizzle-orm';
import type { BulkSignupResponse } from '../src/contracts';
import { accounts, patientDoctors } from '../src/db/schema';
import { accountId, demoTokens, postFile, startStack, type Stack } from './helpers';
import { captureMailer, lastTo, tempPasswordIn } from './mail-capture';

// POST user/bulkSignup (issue 8 point 6): rows, reasons, idempotent re-import, BOM and `;`, slices.
// Limits, media types and authorization are in import-refusals.test.ts.

const cap = captureMailer();
let s: Stack;
let t: Record<'doctor', string>;
const ME = 'doctor@demo.test';
let meId = '';

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['doctor']);
  meId = await accountId(s.url, t.doctor);
}, 120_000);
afterAll(() => s?.stop());

const bulk = (csv: string, query = '') =>
  postFile(s.url, `/user/bulkSignup?doctor=${meId}${query}`, csv, t.doctor);
const ok = async (csv: string, query = '') => {
  const res = await bulk(csv, query);
  expect(res.status).toBe(200);
  return res.body as BulkSignupResponse;
};
const db = () => s.app.dcp.database.db;
const patients = (emails: string[]) =>
  db()
    .select()
    .from(accounts)
    .where(and(eq(accounts.pool, 'patient'), inArray(accounts.email, emails)));

const MIXED = [
  'email,firstName,lastName,language',
  'good1@imp.test,Ana,García,es',
  'Good2@Imp.test,John,Smith,',
  ',No,Email,',
  'not-an-email,Bad,Mail,',
  'good1@imp.test,Ana,Again,es',
  'patient@demo.test,Existing,Patient,',
  `evil@imp.test,"=cmd|' /C calc'!A0",X,`,
  'plus@imp.test,+1,X,',
  '@SUM(A1)@imp.test,At,X,',
  'dash@imp.test,Dash,-2+3,',
  'noname@imp.test,,,',
  'lang@imp.test,Lang,X,fr',
].join('\r\n');

describe('a file with good and bad rows', () => {
  it('creates the good rows, assigned to the doctor, and lists every failed row with its reason', async () => {
    const r = await ok(MIXED);
    expect(r).toMatchObject({ total: 12, from: 0, to: 12, created: 2 });
    expect(r.errors.map((e) => [e.line, e.reason])).toEqual([
      [4, 'missingEmail'],
      [5, 'invalidEmail'],
      [6, 'duplicateInFile'],
      [7, 'existingPatient'],
      [8, 'formulaCell'],
      [9, 'formulaCell'],
      [10, 'formulaCell'],
      [11, 'formulaCell'],
      [12, 'missingName'],
      [13, 'invalidLanguage'],
    ]);
    // A formula-looking e-mail comes back quoted, so pasting the list into a spreadsheet runs nothing.
    expect(r.errors.find((e) => e.line === 10)?.email).toBe("'@SUM(A1)@imp.test");
    expect(r.errors.every((e) => e.message.length > 0)).toBe(true);

    const created = await patients(['good1@imp.test', 'good2@imp.test']);
    expect(created.map((p) => [p.email, p.firstName, p.lastName, p.locale]).sort()).toEqual([
      ['good1@imp.test', 'Ana', 'García', 'es-ES'],
      ['good2@imp.test', 'John', 'Smith', 'en-GB'],
    ]);
    const [doctor] = await db().select().from(accounts).where(eq(accounts.email, ME));
    const assigned = await db()
      .select()
      .from(patientDoctors)
      .where(
        inArray(
          patientDoctors.patientAccountId,
          created.map((p) => p.id),
        ),
      );
    expect(assigned.map((a) => a.doctorAccountId)).toEqual([doctor?.id, doctor?.id]);
    const none = await patients(['evil@imp.test', 'plus@imp.test', 'dash@imp.test', 'lang@imp.test']);
    expect(none).toEqual([]);
  });

  it('sends each created patient an invitation in their language that signs in', async () => {
    const es = lastTo(cap.sent, 'good1@imp.test');
    expect(es?.subject).toMatch(/portal de atención/);
    expect(lastTo(cap.sent, 'good2@imp.test')?.subject).toMatch(/Your diabetes care portal account/);
    const temp = tempPasswordIn(es?.text ?? '');
    expect(temp).toBeTruthy();
    await expect(s.apiToken('patient', 'good1@imp.test', temp ?? '', 'Fresh#Pass2027')).resolves.toEqual(
      expect.any(String),
    );
    expect(cap.sent.filter((m) => m.to.endsWith('@imp.test'))).toHaveLength(2);
  });

  it('importing the same file again creates nobody: the imported rows are existing patients', async () => {
    const before = cap.sent.length;
    const r = await ok(MIXED);
    expect(r.created).toBe(0);
    expect(r.errors.filter((e) => e.reason === 'existingPatient').map((e) => e.line)).toEqual([2, 3, 7]);
    expect(await patients(['good1@imp.test', 'good2@imp.test'])).toHaveLength(2);
    expect(cap.sent.length).toBe(before);
  });
});

describe('file formats', () => {
  it('reads UTF-8 with a BOM, `;` separators, Spanish headers and a full name split as the spec says', async () => {
    const csv =
      '\uFEFFcorreo;nombre completo;idioma\nlaura@imp.test;Laura Gómez Ruiz;es\nmono@imp.test;Mononym;\n';
    const r = await ok(csv);
    expect(r).toMatchObject({ total: 2, created: 2, errors: [] });
    const rows = await patients(['laura@imp.test', 'mono@imp.test']);
    expect(rows.map((p) => [p.firstName, p.lastName]).sort()).toEqual([
      ['Laura', 'Gómez'],
      ['Mononym', 'Mononym'],
    ]);
  });

  it('keeps quoted separators and line breaks inside a cell, and counts lines of the file', async () => {
    const csv = 'email,firstName,lastName\r\nq1@imp.test,"Mary, Ann","O\'Neil\r\nSmith"\r\n,x,y\r\n';
    const r = await ok(csv);
    expect(r.created).toBe(1);
    expect(r.errors).toEqual([expect.objectContaining({ line: 4, reason: 'missingEmail' })]);
  });

  it('creates only the requested slice, judging duplicates over the whole file', async () => {
    const csv = ['email,firstName,lastName', 's1@imp.test,A,B', 's2@imp.test,C,D', 's1@imp.test,E,F'].join(
      '\n',
    );
    const first = await ok(csv, '&from=0&count=2');
    expect(first).toMatchObject({ total: 3, from: 0, to: 2, created: 2, errors: [] });
    const second = await ok(csv, '&from=2&count=2');
    expect(second).toMatchObject({ total: 3, from: 2, to: 3, created: 0 });
    expect(second.errors).toEqual([expect.objectContaining({ line: 4, reason: 'duplicateInFile' })]);
  });
});
