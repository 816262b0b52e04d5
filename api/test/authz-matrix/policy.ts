import { ACTORS, BOUND, inDemoClinic, PATIENTS, STAFF, type Actor, type Records } from './actors';

const SIGNED_IN = ACTORS.filter((a) => a !== 'anonymous');
const DOCTORS: Actor[] = ['doctor', 'otherDoctor'];
const ADMINS: Actor[] = ['admin', 'otherAdmin', 'superadmin'];
import { IMPORT_TEMPLATE } from '../../src/contracts';
import type { Kind, Target } from './targets';

export type Outcome = 'allowed' | 'allowedOrAbsent' | 'unauthenticated' | 'forbidden' | 'hidden';
export interface World {
  demo: Records;
  other: Records;
  /** The e-mail of each actor with an account. */
  emails: Partial<Record<Actor, string>>;
}

export interface RoutePolicy {
  /** Who may call it at all; anyone else answers 401 without a token, 403 with one. */
  who: readonly Actor[] | 'anyone';
  /**
   * Which records, for routes with one: `clinic` — staff of the record's clinic and the superadmin,
   * a patient only their own; `global` — any existing record (resources, survey definitions).
   */
  scope?: 'clinic' | 'global';
  /** The record a route without a path parameter names in its body or query. */
  target?: Kind;
  /** The body sent (else the route's OpenAPI example), given the record and the caller. */
  body?: (record: string, actor: Actor, w: World) => unknown;
  /** A query string the route needs, given the record. */
  query?: (record: string, w: World) => string;
  /** 1: consumes its record (runs after the others); 2: ends the caller's session (runs last). */
  runLast?: 1 | 2;
  /** Sent as a text/csv body instead of JSON. */
  csv?: string;
  /** One outcome for every caller (e.g. a public route whose credential is in the body). */
  all?: Outcome;
  /** Where the rule above does not say it all, per actor (and target), with the reason beside it. */
  except?: Partial<Record<Actor, Outcome | Partial<Record<Target, Outcome>>>>;
}

/**
 * For callers outside `who` on routes that find the record before checking the caller's role: their
 * own clinic's record answers 403, any other 404 (so still no existence oracle across clinics).
 */
function recordFirst(actors: Actor[]): RoutePolicy['except'] {
  const out: RoutePolicy['except'] = {};
  for (const a of actors)
    out[a] = inDemoClinic(a)
      ? { demo: 'forbidden', other: 'hidden', missing: 'hidden' }
      : { demo: 'hidden', other: 'forbidden', missing: 'hidden' };
  return out;
}

export function expected(p: RoutePolicy, actor: Actor, target: Target): Outcome {
  if (p.all) return p.all;
  const ex = p.except?.[actor];
  const special = typeof ex === 'string' ? ex : ex?.[target];
  if (special) return special;
  if (p.who !== 'anyone' && !p.who.includes(actor))
    return actor === 'anonymous' ? 'unauthenticated' : 'forbidden';
  if (target === 'none') return 'allowedOrAbsent';
  if (target === 'missing') return 'hidden';
  if (p.scope === 'global' || actor === 'superadmin') return 'allowed';
  // scope clinic: a patient reaches only their own (the demo record is the demo patient's); staff
  // reach their own clinic's records.
  if (!STAFF.includes(actor)) return actor === 'patient' && target === 'demo' ? 'allowed' : 'hidden';
  return inDemoClinic(actor) === (target === 'demo') ? 'allowed' : 'hidden';
}

export const POLICY: { ignored: RegExp[]; routes: Record<string, RoutePolicy> } = {
  // Not part of the product's API: the OpenAPI document and its viewer.
  // CORS preflight (`OPTIONS *`) answers every path the same.
  ignored: [/^\/documentation/, /^\/api\/docs/, /^\/openapi/, /^\*$/],
  routes: {
    'GET /health': { who: 'anyone' },
    'GET /health/live': { who: 'anyone' },
    'GET /health/ready': { who: 'anyone' },
    // The browser's path to the embedded identity: user actions only, and the example is no action.
    // An empty action is refused for everyone; the allowed ones have embedded-identity.test.ts.
    'POST /identity': { who: 'anyone', all: 'forbidden' },
    'POST /identity/': { who: 'anyone', all: 'forbidden' },
    // Public by nature: they take an identity token, a link token or an e-mail, never a session.
    'POST /auth/jwt': { who: 'anyone', all: 'unauthenticated' },
    'POST /auth/password-changed': { who: 'anyone', all: 'unauthenticated' },
    'POST /auth/arrival': { who: 'anyone' },
    'GET /auth/user-restricted-survey-bound/surveys': { who: 'anyone' },
    'POST /auth/user-restricted-survey-bound': { who: 'anyone' },
    'POST /auth/password/forgot': { who: 'anyone' },
    'POST /auth/password/reset': { who: 'anyone' },
    'POST /auth/password/reset-code': { who: 'anyone' },
    'POST /auth/sign-out': { who: SIGNED_IN, runLast: 2 },
    'GET /user/this': { who: SIGNED_IN },
    'POST /user/this/locale': { who: SIGNED_IN },
    // A survey-bound account sees no glucose: the bound-account gate refuses it like any other page.
    'PUT /user/this/glucose-unit': { who: SIGNED_IN.filter((a) => !BOUND.includes(a)) },
    'PUT /doctor/license': { who: DOCTORS },
    'PUT /user/license': { who: ['patient', 'patient2'] },
    'PUT /user/privacy': { who: ['patient', 'patient2', 'doctor', 'otherDoctor'] },
    'GET /survey': { who: [...STAFF, ...PATIENTS] },
    'GET /survey/:id': { who: [...STAFF, ...PATIENTS], scope: 'global' },
    'GET /surveyInstance': {
      who: [...PATIENTS, ...BOUND, ...DOCTORS],
      target: 'patient',
      query: (id) => `?userId=${id}`,
    },
    'POST /surveyInstance': {
      who: DOCTORS,
      target: 'patientEmail',
      body: (email, actor, w) => ({
        doctorEmail: w.emails[actor],
        userEmail: email,
        surveyId: w.demo.surveyId,
      }),
    },
    'GET /surveyInstance/:id': { who: [...PATIENTS, ...BOUND, ...DOCTORS], scope: 'clinic' },
    // Found before the caller's role is checked: a doctor learns only what their clinic holds.
    'PUT /surveyInstance/:id': {
      who: [...PATIENTS, ...BOUND],
      scope: 'clinic',
      except: recordFirst(DOCTORS),
    },
    'POST /surveyInstance/:id/submit': {
      except: recordFirst(DOCTORS),
      who: [...PATIENTS, ...BOUND],
      scope: 'clinic',
      query: () => '?stage=FIRST_WAVE',
    },
    'DELETE /surveyInstance/:id': { who: DOCTORS, scope: 'clinic', runLast: 1 },
    'GET /surveyInstance/:id/answers': { who: DOCTORS, scope: 'clinic' },
    'PUT /surveyInstance/:id/recommendations': { who: DOCTORS, scope: 'clinic' },
    'PUT /surveyInstance/:id/conclusion': { who: DOCTORS, scope: 'clinic' },
    'PUT /surveyInstance/:id/care-plan': { who: DOCTORS, scope: 'clinic' },
    'GET /surveyInstance/csv': { who: ['superadmin'] },
    'POST /surveyInstance/singleBurn': { who: DOCTORS, query: (_r, w) => `?surveyId=${w.demo.surveyId}` },
    'GET /note': { who: PATIENTS },
    'POST /note': { who: PATIENTS },
    'PUT /note/:id': { who: PATIENTS, scope: 'clinic' },
    'DELETE /note/:id': { who: PATIENTS, scope: 'clinic', runLast: 1 },
    'GET /resources/education': { who: DOCTORS },
    'GET /resources/education/locale/es-ES': { who: DOCTORS },
    'GET /resources/education/recommended': { who: PATIENTS },
    // Survey-bound accounts too: a link patient's plan, on its survey's page, links resources.
    'GET /resources/education/:id/resolved': { who: [...STAFF, ...PATIENTS, ...BOUND], scope: 'global' },
    'GET /resources/education/:id/:locale/resolved': {
      who: [...STAFF, ...PATIENTS, ...BOUND],
      scope: 'global',
    },
    'GET /audit': { who: ADMINS },
    'GET /audit/csv': { who: ADMINS },
    'GET /audit/chain': { who: ['superadmin'] },
    'GET /user': { who: STAFF },
    'POST /user': { who: STAFF },
    'POST /user/bulkSignup': {
      csv: IMPORT_TEMPLATE,
      query: (_r, w) => `?doctor=${w.demo.doctor}`,
      who: DOCTORS,
    },
    'GET /user/:id': { who: STAFF, scope: 'clinic' },
    'GET /user/:id/doctors': { who: ADMINS, scope: 'clinic' },
    'PUT /user/:id/doctors': { who: ADMINS, scope: 'clinic' },
    'GET /user/:id/visit-summary': { who: DOCTORS, scope: 'clinic' },
    'GET /user/:id/visit-summary.pdf': { who: DOCTORS, scope: 'clinic' },
    'GET /user/:id/trends': { who: DOCTORS, scope: 'clinic' },
    // Targets per patient (issue 42 point 1): the patient's clinic's doctors and admin.
    'GET /user/:id/glucose-targets': { who: DOCTORS.concat(['admin', 'otherAdmin']), scope: 'clinic' },
    'PUT /user/:id/glucose-targets': { who: DOCTORS.concat(['admin', 'otherAdmin']), scope: 'clinic' },
    'GET /clinic': { who: ['superadmin'] },
    'POST /clinic': { who: ['superadmin'] },
    'GET /clinic/:id': { who: ADMINS, scope: 'clinic' },
    'PUT /clinic/:id/support-contact': { who: ADMINS, scope: 'clinic' },
    'PUT /clinic/:id/glucose-unit': { who: ADMINS, scope: 'clinic' },
    'GET /clinic/:id/reminders': { who: ADMINS, scope: 'clinic' },
    'PUT /clinic/:id/reminders': { who: ADMINS, scope: 'clinic' },
    'GET /clinic/:id/reminders/sent': { who: ADMINS, scope: 'clinic' },
    'GET /clinic/:id/reminders/due': { who: ADMINS, scope: 'clinic' },
    // An e-mail to the caller's own address (rate-limited per account: the matrix sends it once each).
    'POST /clinic/:id/reminders/test': { who: ADMINS, scope: 'clinic' },
    // The reminder e-mail's opt-out link: no sign-in, the credential is the signed token in the body
    // (the example's is no real one, so every caller gets the same 404).
    'POST /reminders/opt-out': { who: 'anyone', all: 'hidden' },
    'POST /reminders/opt-in': { who: 'anyone', all: 'hidden' },
    // The mail client's one-click unsubscribe (RFC 8058): the token in the path, no sign-in.
    'POST /reminders/one-click/:token': { who: 'anyone', all: 'hidden' },
    // Erasure (issue 37 point 4): a patient asks for themselves (a survey-bound account reaches only
    // its survey); a clinic's admins decide. Each clinic has a patient who asked: the first approval
    // erases them, later decisions answer 409.
    'GET /user/erasure-request': { who: PATIENTS },
    'POST /user/erasure-request': { who: PATIENTS },
    'GET /erasure-request': { who: ADMINS },
    'POST /erasure-request/:id/approve': { who: ADMINS, scope: 'clinic' },
    'POST /erasure-request/:id/decline': { who: ADMINS, scope: 'clinic' },
    'GET /clinic/:id/erasure': { who: ADMINS, scope: 'clinic' },
    'PUT /clinic/:id/erasure': { who: ADMINS, scope: 'clinic' },
    'GET /fhir/patient/:id': { who: DOCTORS, scope: 'clinic' },
    'GET /fhir/research': { who: ['superadmin'] },
    // A patient's own data, no id to name (issue 37 point 3); survey-bound accounts are refused.
    'GET /user/this/data': { who: PATIENTS },
    // Patients leave and return (issue 37 point 2), on a patient no actor signs in as (targets.ts).
    'POST /user/:id/return': { who: DOCTORS.concat(ADMINS), scope: 'clinic' },
    'POST /user/:id/leave': { who: DOCTORS.concat(ADMINS), scope: 'clinic' },
    'GET /admin': { who: ['superadmin'] },
    'POST /admin': { who: ['superadmin'] },
    'GET /admin/:id': { who: ['superadmin'], scope: 'clinic' },
    'GET /doctor': { who: ADMINS },
    'POST /doctor': { who: ADMINS },
    'GET /doctor/:id': { who: ADMINS, scope: 'clinic' },
    // Staff leave and return (issue 37 point 1). In this world every doctor has a patient and every
    // clinic one admin, so a deactivation is refused (409) and no caller's session ends mid-matrix.
    'POST /doctor/:id/deactivate': { who: ADMINS, scope: 'clinic' },
    'POST /doctor/:id/reactivate': { who: ADMINS, scope: 'clinic' },
    'GET /doctor/:id/patients': { who: ADMINS, scope: 'clinic' },
    'POST /doctor/:id/handover': { who: ADMINS, scope: 'clinic' },
    // The receiving doctor's own: each doctor reads only the patients handed to them.
    'GET /doctor/this/handovers': { who: DOCTORS },
    'POST /admin/:id/deactivate': { who: ['superadmin'], scope: 'clinic' },
    'POST /doctor/:id/second-factor/reset': { who: ADMINS, scope: 'clinic' },
    'POST /admin/:id/second-factor/reset': { who: ['superadmin'], scope: 'clinic' },
    'POST /user/:id/second-factor/reset': { who: ADMINS, scope: 'clinic' },
    'GET /clinic/:id/second-factor': { who: ADMINS, scope: 'clinic' },
    // Not a survey-bound sign-in: it has no password nor app of its own.
    'GET /user/this/second-factor': { who: [...STAFF, ...PATIENTS] },
    'PUT /clinic/:id/second-factor': { who: ADMINS, scope: 'clinic' },
    'GET /clinic/:id/glucose-recency': { who: ADMINS, scope: 'clinic' },
    'PUT /clinic/:id/glucose-recency': { who: ADMINS, scope: 'clinic' },
    'GET /clinic/:id/overview': { who: ADMINS, scope: 'clinic' },
    // A doctor's own patients only (issue 42 point 4).
    'GET /doctor/this/overview': { who: DOCTORS },
    'POST /admin/:id/reactivate': { who: ['superadmin'], scope: 'clinic' },
    // Superadmins manage each other (issue 37 point 1). The matrix's one superadmin cannot go (the
    // last active one) and a second would have to sign in; so the records sent are admins' ids,
    // which name no superadmin (404), and everyone else is refused by role first.
    'GET /superadmin': { who: ['superadmin'] },
    'POST /superadmin/:id/deactivate': {
      who: ['superadmin'],
      target: 'admin',
      except: { superadmin: { demo: 'hidden', other: 'hidden' } },
    },
    'POST /superadmin/:id/reactivate': {
      who: ['superadmin'],
      target: 'admin',
      except: { superadmin: { demo: 'hidden', other: 'hidden' } },
    },
    'GET /doctor/sign-up-link': { who: DOCTORS },
    'PUT /doctor/sign-up-link': { who: DOCTORS },
    'GET /doctor/qr-code': { who: DOCTORS },
    'GET /doctor/notifications': { who: DOCTORS },
    'PUT /doctor/notifications': { who: DOCTORS },
    'GET /api/dexcom/auth-url': { who: PATIENTS },
    // The example's origin is an allowed one in this stack (matrix.test.ts).
    'POST /api/dexcom/widget-session': { who: PATIENTS },
    'POST /api/dexcom/token': { who: PATIENTS },
    'GET /api/dexcom/status': { who: [...PATIENTS, ...DOCTORS] },
    'DELETE /api/dexcom/disconnect': { who: PATIENTS },
    'POST /api/dexcom/skip': { who: PATIENTS },
    'POST /api/dexcom/optout': { who: PATIENTS },
    'POST /api/dexcom/optin': { who: PATIENTS },
    'POST /api/dexcom/glucose/sync': { who: PATIENTS },
    'GET /api/dexcom/glucose': { who: PATIENTS },
    'GET /api/dexcom/data-range': { who: PATIENTS },
    'GET /api/dexcom/devices': { who: PATIENTS },
    'GET /api/dexcom/glucose/summary': { who: [...PATIENTS, ...DOCTORS] },
    'GET /api/dexcom/glucose/stored': { who: [...PATIENTS, ...DOCTORS] },
    'GET /api/dexcom/glucose/survey/:surveyInstanceId': {
      who: [...PATIENTS, ...DOCTORS],
      scope: 'clinic',
    },
  },
};
