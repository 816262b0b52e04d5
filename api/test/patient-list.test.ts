import { eq, sql } from 'drizzle-orm';
import { PatientList, type PatientListItem, type PatientSort } from '../src/contracts';
import { accounts, patientDoctors } from '../src/db/schema';
import { patientListRows } from '../src/db/schema-list';
import { accountId, demoTokens, expectError, get, startStack, type Stack } from './helpers';

// GET user, the prioritised list: every filter, the search, every sort and paging, checked against
// the whole list filtered here (the seed gives the demo clinic 42 list patients in every state).

let s: Stack;
let doctor: string;
let all: Row[];

/**
 * What the filters select by but the list no longer sends (issue 41 point 2: only what the table
 * shows), read from the database: the account's own fields, the calling doctor's assignments, the
 * latest questionnaire's status.
 */
interface Facts {
  age: number | null;
  birthDate: string | null;
  chronicConditions: boolean | null;
  assigned: boolean;
  latestStatus: string | null;
}
type Row = PatientListItem & Facts;

async function withFacts(items: PatientListItem[], doctorId: string): Promise<Row[]> {
  const db = s.app.dcp.database.db;
  const people = await db
    .select({
      id: accounts.id,
      birthDate: accounts.birthDate,
      chronicConditions: accounts.chronicConditions,
      age: sql<number | null>`date_part('year', age(current_date, ${accounts.birthDate}))::int`,
    })
    .from(accounts)
    .where(eq(accounts.role, 'patient'));
  const assigned = await db
    .select({ id: patientDoctors.patientAccountId })
    .from(patientDoctors)
    .where(eq(patientDoctors.doctorAccountId, doctorId));
  const mine = new Set(assigned.map((r) => r.id));
  const stored = await db
    .select({ id: patientListRows.patientAccountId, status: patientListRows.latestStatus })
    .from(patientListRows);
  const status = new Map(stored.map((r) => [r.id, r.status]));
  const of = new Map(people.map((p) => [p.id, p]));
  return items.map((p) => ({
    ...p,
    age: of.get(p.id)!.age,
    birthDate: of.get(p.id)!.birthDate,
    chronicConditions: of.get(p.id)!.chronicConditions,
    assigned: mine.has(p.id),
    latestStatus: status.get(p.id) ?? null,
  }));
}

const list = async (query: string) => {
  const res = await get(s.url, `/user?${query}`, doctor);
  expect(res.status).toBe(200);
  return PatientList.parse(res.body);
};
const ids = (xs: PatientListItem[]) => xs.map((x) => x.id).sort();
const expectFilter = async (query: string, keep: (p: Row) => boolean) => {
  const want = all.filter(keep);
  expect(want.length).toBeGreaterThan(0);
  expect(want.length).toBeLessThan(all.length);
  const got = await list(`size=2000&${query}`);
  expect(ids(got.content)).toEqual(ids(want));
  expect(got.totalElements).toBe(want.length);
};

beforeAll(async () => {
  s = await startStack();
  ({ doctor } = await demoTokens(s, ['doctor']));
  all = await withFacts((await list('size=2000')).content, await accountId(s.url, doctor));
}, 90000);
afterAll(() => s?.stop());

it('lists the clinic’s patients with concern, score, colour band and reasons', () => {
  expect(all.length).toBeGreaterThanOrEqual(45);
  const codes = new Set(all.map((p) => p.priorityCode));
  expect(codes).toEqual(new Set(['GREEN', 'ORANGE', 'RED', null]));
  for (const p of all) {
    const score = p.priorityScore;
    if (score === null) expect(p.priorityCode).toBeNull();
    else expect(p.priorityCode).toBe(score <= 3 ? 'GREEN' : score <= 8 ? 'ORANGE' : 'RED');
  }
  const flags = new Set(all.flatMap((p) => p.flags.map((f) => f.code)));
  expect(flags).toEqual(
    new Set(['PHQ2_POSITIVE', 'CATEGORY', 'OVERDUE', 'AWAITING_REVIEW', 'NO_QUESTIONNAIRE']),
  );
  const awaiting = all.filter((p) => p.flags.some((f) => f.code === 'AWAITING_REVIEW'));
  expect(awaiting.every((p) => p.latestStatus === 'RECOMMENDATIONS' || p.latestStatus === 'REVIEW')).toBe(
    true,
  );
  const demo = all.find((p) => p.email === 'patient@demo.test')!;
  expect(demo).toMatchObject({ diabetes: 'TYPE_I', concern: 'PSYCH' });
});

it('writes each reason by the documented rules, most urgent first, and instants as ISO strings', () => {
  const rank = {
    PHQ9_ITEM9: 0,
    PHQ2_POSITIVE: 1,
    CATEGORY: 2,
    OVERDUE: 3,
    AWAITING_REVIEW: 4,
    NO_QUESTIONNAIRE: 5,
    NO_GLUCOSE_DATA: 6,
    RECONNECT_NEEDED: 6,
  };
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  for (const p of all) {
    const ranks = p.flags.map((f) => rank[f.code]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const categories = p.flags.filter((f) => f.code === 'CATEGORY');
    const values = categories.map((f) => f.value!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (const f of categories) expect(f.value! >= 60 || f.category === p.concern).toBe(true);
    for (const f of p.flags.filter((x) => x.code === 'OVERDUE')) {
      expect(f.value).toBeGreaterThanOrEqual(14);
      expect(['CREATED', 'IN_PROGRESS']).toContain(p.latestStatus);
    }
    if (p.latestInstanceId === null) expect(p.flags).toEqual([{ code: 'NO_QUESTIONNAIRE' }]);
    for (const t of [p.lastCompleted, p.lastReviewedAt]) if (t !== null) expect(t).toMatch(iso);
  }
  expect(all.some((p) => p.flags.filter((f) => f.code === 'CATEGORY').length > 1)).toBe(true);
});

it('filters by type (and None), age, no age, date of birth, assignment and chronic conditions', async () => {
  await expectFilter('diabetes=TYPE_II', (p) => p.diabetes === 'TYPE_II');
  await expectFilter('diabetes=TYPE_I_PARENT', (p) => p.diabetes === 'TYPE_I_PARENT');
  await expectFilter('diabetes=NONE', (p) => p.diabetes === null);
  await expectFilter('ageLow=40&ageHigh=70', (p) => p.age !== null && p.age >= 40 && p.age <= 70);
  await expectFilter('ageHigh=45', (p) => p.age !== null && p.age <= 45);
  await expectFilter('noAge=true&ageLow=40', (p) => p.birthDate === null);
  const dob = all.find((p) => p.birthDate)!.birthDate!;
  await expectFilter(`birthDate=${dob}`, (p) => p.birthDate === dob);
  await expectFilter('assigned=assigned', (p) => p.assigned);
  await expectFilter('assigned=notAssigned', (p) => !p.assigned);
  await expectFilter('chronicConditions=present', (p) => p.chronicConditions === true);
  await expectFilter('chronicConditions=notPresent', (p) => p.chronicConditions !== true);
  await expectFilter('diabetes=TYPE_I&chronicConditions=present&assigned=assigned', (p) =>
    Boolean(p.diabetes === 'TYPE_I' && p.chronicConditions && p.assigned),
  );
});

it('searches the beginnings of the name’s words (case and accents aside), and by name start', async () => {
  const fold = (x: string) => x.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = (p: PatientListItem) => fold(`${p.firstName} ${p.lastName}`).split(/[^\p{L}\p{N}]+/u);
  const begins = (p: PatientListItem, typed: string) => words(p).some((w) => w.startsWith(typed));
  await expectFilter('search=am%20THO', (p) => begins(p, 'am') && begins(p, 'tho'));
  await expectFilter('search=%20C%C3%89LIA%20', (p) => begins(p, 'celia'));
  await expectFilter('nameStartsWith=Al', (p) => /^al/i.test(p.firstName) || /^al/i.test(p.lastName));
  expect((await list('search=100%25')).totalElements).toBe(0);
});

it('sorts by every column both ways; a missing score sorts as 999', async () => {
  // Every sort but urgency (below): a sort added to PatientSort does not compile without its check here.
  const key: Record<Exclude<PatientSort, 'urgency'>, (p: PatientListItem) => string | number | null> = {
    name: (p) => `${p.lastName.toLowerCase()} ${p.firstName.toLowerCase()}`,
    diabetes: (p) => p.diabetes,
    lastCompleted: (p) => p.lastCompleted,
    concern: (p) => p.concern,
    priorityScore: (p) => p.priorityScore ?? 999,
    priorityCode: (p) => ({ GREEN: 1, ORANGE: 2, RED: 3 })[p.priorityCode ?? 'RED'],
    lastReviewed: (p) => p.lastReviewedAt,
  };
  for (const [sort, k] of Object.entries(key)) {
    for (const dir of ['asc', 'desc'] as const) {
      const got = (await list(`size=2000&sort=${sort}&dir=${dir}`)).content.map(k);
      const present = got.filter((v) => v !== null);
      // Empty values come last either way.
      expect(got.slice(present.length).every((v) => v === null)).toBe(true);
      const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
      expect(present).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    }
  }
  const top = (await list('size=1&sort=priorityScore&dir=desc')).content[0]!;
  expect(top.priorityScore).toBeNull();
  // The default (urgency): the highest score first, no score last.
  const byUrgency = (await list('size=2000')).content.map((p) => p.priorityScore ?? -1);
  expect(byUrgency).toEqual([...byUrgency].sort((a, b) => b - a));
  expect(byUrgency[0]).toBeGreaterThanOrEqual(9);
});

it('pages with the envelope; filters and pages compose', async () => {
  const p0 = await list('size=10&page=0&sort=name&dir=asc');
  const p1 = await list('size=10&page=1&sort=name&dir=asc');
  expect(p0).toMatchObject({ number: 0, size: 10, first: true, last: false, numberOfElements: 10 });
  expect(p0.totalElements).toBe(all.length);
  expect(p0.totalPages).toBe(Math.ceil(all.length / 10));
  expect(ids([...p0.content, ...p1.content])).toHaveLength(20);
  expect(new Set([...p0.content, ...p1.content].map((p) => p.id)).size).toBe(20);
  const beyond = await list('size=10&page=99');
  expect(beyond).toMatchObject({ empty: true, totalElements: all.length });
});

it('rejects bad filters with a problem', async () => {
  for (const q of [
    'ageLow=-1',
    'ageHigh=151',
    'diabetes=TYPE_III',
    'assigned=maybe',
    'birthDate=2020-13-40',
    'sort=email',
    'size=2001',
  ])
    expectError(await get(s.url, `/user?${q}`, doctor), 400);
});

it('answers gzip when asked', async () => {
  const res = await fetch(`${s.url}/user?size=2000`, {
    headers: { authorization: `Bearer ${doctor}`, 'accept-encoding': 'gzip' },
  });
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(PatientList.parse(await res.json()).totalElements).toBe(all.length);
});
