import { randomBytes } from 'node:crypto';
import { DEMO_CLINIC_ID } from '../src/seed';
import { call, demoTokens, get, post, startStack, type Res, type Stack } from './helpers';
import { captureMailer } from './mail-capture';

/**
 * Issue 3's authorization as a table: every endpoint × every role × (own clinic, other clinic,
 * missing record). A leak is any answer that grants more than the table (a 2xx where a 4xx is due,
 * another clinic's data in a list) or that tells another clinic's record from a missing one.
 */
type Role = 'superadmin' | 'admin' | 'doctor' | 'patient';
type Target = 'own' | 'other' | 'missing';
const ROLES: Role[] = ['superadmin', 'admin', 'doctor', 'patient'];
const TARGETS: Target[] = ['own', 'other', 'missing'];
const uniq = () => randomBytes(4).toString('hex');
const MISSING_ID = '11111111-2222-4333-8444-555555555555';

const cap = captureMailer();
let s: Stack;
let tokens: Record<Role, string>;
/** A record of each kind in the other clinic, to probe with. */
const other = { clinicId: '', admin: '', doctor: '', patient: '' };
const own = { admin: 'admin@demo.test', doctor: 'doctor@demo.test', patient: 'patient@demo.test' };
/** Account ids (how paths name people) of the same records. */
const ids = { own: { admin: '', doctor: '', patient: '' }, other: { admin: '', doctor: '', patient: '' } };

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  tokens = await demoTokens(s, ROLES);
  const clinic = (await post(s.url, '/clinic', { name: 'Other Clinic' }, tokens.superadmin)).body as {
    id: string;
  };
  other.clinicId = clinic.id;
  for (const [kind, path, field] of [
    ['admin', '/admin', 'clinicCode'],
    ['doctor', '/doctor', 'clinicId'],
    ['patient', '/user', 'clinicId'],
  ] as const) {
    const email = `other-${kind}-${uniq()}@test.example`;
    const r = await post(
      s.url,
      path,
      { email, firstName: 'O', lastName: kind, [field]: clinic.id },
      tokens.superadmin,
    );
    if (r.status !== 201) throw new Error(`setup ${kind}: ${r.status}`);
    other[kind] = email;
    ids.other[kind] = (r.body as { id: string }).id;
  }
  for (const kind of ['admin', 'doctor', 'patient'] as const)
    ids.own[kind] = ((await get(s.url, '/user/this', tokens[kind])).body as { id: string }).id;
}, 90000);
afterAll(() => s?.stop());

interface Case {
  endpoint: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (t: Target) => string;
  body?: (t: Target) => unknown;
  /** Expected status per role and target. */
  expect: (r: Role, t: Target) => number;
  /** A list: may it contain records of the other clinic? */
  list?: boolean;
}

const clinicOf = (t: Target) => (t === 'own' ? DEMO_CLINIC_ID : t === 'other' ? other.clinicId : MISSING_ID);
const emailOf = (kind: 'admin' | 'doctor' | 'patient', t: Target) =>
  t === 'own' ? own[kind] : t === 'other' ? other[kind] : `missing-${kind}@test.example`;
const idOf = (kind: 'admin' | 'doctor' | 'patient', t: Target) =>
  t === 'own' ? ids.own[kind] : t === 'other' ? ids.other[kind] : MISSING_ID;
const newUser = () => ({ email: `new-${uniq()}@test.example`, firstName: 'New', lastName: 'User' });

/** 403 for a role with no access; else 404 for other/missing unless the role sees every clinic. */
const scoped =
  (allowed: Role[], created = 200) =>
  (r: Role, t: Target) => {
    if (!allowed.includes(r)) return 403;
    if (t === 'missing') return 404;
    if (t === 'other' && r !== 'superadmin') return 404;
    return created;
  };
const superOnly =
  (created = 200) =>
  (r: Role, t: Target) =>
    r !== 'superadmin' ? 403 : t === 'missing' ? 404 : created;

const CASES: Case[] = [
  {
    endpoint: 'GET clinic',
    method: 'GET',
    path: () => '/clinic?size=500',
    expect: (r) => (r === 'superadmin' ? 200 : 403),
    list: true,
  },
  // An admin reads its own clinic (to set its support contact); another clinic is 404 like a missing one.
  {
    endpoint: 'GET clinic/{id}',
    method: 'GET',
    path: (t) => `/clinic/${clinicOf(t)}`,
    expect: scoped(['superadmin', 'admin']),
  },
  {
    endpoint: 'PUT clinic/{id}/support-contact',
    method: 'PUT',
    path: (t) => `/clinic/${clinicOf(t)}/support-contact`,
    body: () => ({ supportContactEn: null, supportContactEs: null }),
    expect: scoped(['superadmin', 'admin']),
  },
  {
    endpoint: 'PUT clinic/{id}/glucose-unit',
    method: 'PUT',
    path: (t) => `/clinic/${clinicOf(t)}/glucose-unit`,
    body: () => ({ glucoseUnit: 'mmol/L' }),
    expect: scoped(['superadmin', 'admin']),
  },
  {
    endpoint: 'POST clinic',
    method: 'POST',
    path: () => '/clinic',
    body: () => ({ name: `C ${uniq()}` }),
    expect: (r) => (r === 'superadmin' ? 201 : 403),
  },
  {
    endpoint: 'GET admin',
    method: 'GET',
    path: () => '/admin?size=2000',
    expect: (r) => (r === 'superadmin' ? 200 : 403),
    list: true,
  },
  {
    endpoint: 'GET admin/{id}',
    method: 'GET',
    path: (t) => `/admin/${idOf('admin', t)}`,
    expect: superOnly(),
  },
  {
    endpoint: 'POST admin',
    method: 'POST',
    path: () => '/admin',
    body: (t) => ({ ...newUser(), clinicCode: clinicOf(t) }),
    expect: superOnly(201),
  },
  {
    endpoint: 'GET doctor',
    method: 'GET',
    path: () => '/doctor?size=2000',
    expect: (r) => (['superadmin', 'admin'].includes(r) ? 200 : 403),
    list: true,
  },
  {
    endpoint: 'GET doctor/{id}',
    method: 'GET',
    path: (t) => `/doctor/${idOf('doctor', t)}`,
    expect: scoped(['superadmin', 'admin']),
  },
  {
    endpoint: 'POST doctor',
    method: 'POST',
    path: () => '/doctor',
    body: (t) => ({ ...newUser(), clinicId: clinicOf(t) }),
    expect: scoped(['superadmin', 'admin'], 201),
  },
  {
    endpoint: 'GET user',
    method: 'GET',
    path: () => '/user?size=2000',
    expect: (r) => (r === 'patient' ? 403 : 200),
    list: true,
  },
  {
    endpoint: 'GET user/{id}',
    method: 'GET',
    path: (t) => `/user/${idOf('patient', t)}`,
    expect: scoped(['superadmin', 'admin', 'doctor']),
  },
  {
    endpoint: 'POST user',
    method: 'POST',
    path: () => '/user',
    body: (t) => ({ ...newUser(), clinicId: clinicOf(t) }),
    expect: scoped(['superadmin', 'admin', 'doctor'], 201),
  },
  // Public: same answer for an existing account (own/other clinic) and a missing one.
  {
    endpoint: 'POST auth/password/forgot',
    method: 'POST',
    path: () => '/auth/password/forgot',
    body: (t) => ({ email: emailOf('patient', t) }),
    expect: () => 200,
  },
  {
    endpoint: 'POST auth/password/reset',
    method: 'POST',
    path: () => '/auth/password/reset',
    body: () => ({ token: randomBytes(32).toString('base64url'), newPassword: 'Valid#Pass2027' }),
    expect: () => 400,
  },
];

const foreign = (res: Res) => {
  const text = JSON.stringify(res.body);
  return [other.clinicId, other.admin, other.doctor, other.patient].some((v) => text.includes(v));
};

it('enforces the authorization table with no leak', async () => {
  let cases = 0;
  const leaks: string[] = [];
  const mismatches: string[] = [];
  for (const c of CASES) {
    for (const role of ROLES) {
      const answers: Partial<Record<Target, Res>> = {};
      for (const t of TARGETS) {
        cases++;
        const res = await call(s.url, c.method, c.path(t), { token: tokens[role], body: c.body?.(t) });
        answers[t] = res;
        const want = c.expect(role, t);
        const label = `${c.endpoint} as ${role} on ${t}: ${res.status} (want ${want})`;
        if (res.status !== want) mismatches.push(label);
        if (res.status < 300 && want >= 400) leaks.push(label);
        if (c.list && res.status < 300 && role !== 'superadmin' && foreign(res))
          leaks.push(`${label}: other clinic's data`);
        if (res.status >= 400 && !(res.body as { detail?: string }).detail)
          mismatches.push(`${label}: no detail`);
      }
      // Another clinic's record must be indistinguishable from a missing one.
      const [o, m] = [answers.other!, answers.missing!];
      if (
        o.status >= 400 &&
        (o.status !== m.status ||
          JSON.stringify(o.body).replace(/[\w.+-]+@[\w.-]+/g, '') !==
            JSON.stringify(m.body).replace(/[\w.+-]+@[\w.-]+/g, ''))
      ) {
        leaks.push(`${c.endpoint} as ${role}: other clinic answers unlike a missing record`);
      }
    }
  }
  // The superadmin's lists do see the other clinic (proves the probe records exist).
  const all = await call(s.url, 'GET', '/user?size=2000', { token: tokens.superadmin });
  expect(foreign(all)).toBe(true);
  console.log(`authorization table: ${cases} cases, ${leaks.length} leaks`);
  expect(mismatches).toEqual([]);
  expect(leaks).toEqual([]);
  expect(cases).toBe(CASES.length * ROLES.length * TARGETS.length);
}, 120000);
