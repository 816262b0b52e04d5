import { SURVEY_BOUND_ROUTES } from '../../src/auth/bound-accounts';
import { IMPORT_TEMPLATE, type Role } from '../../src/contracts';
import { ACTORS, BOUND, inDemoClinic, STAFF, type Actor, type Records } from './actors';
import type { Kind, Target } from './targets';

const SIGNED_IN = ACTORS.filter((a) => a !== 'anonymous');
const DOCTORS: Actor[] = ['doctor', 'otherDoctor'];

export type Outcome = 'allowed' | 'allowedOrAbsent' | 'unauthenticated' | 'forbidden' | 'hidden';
export interface World {
  demo: Records;
  other: Records;
  /** The e-mail of each actor with an account. */
  emails: Partial<Record<Actor, string>>;
}

/**
 * What a route's own declaration cannot say (issue 40 point 3): who may call it and whose records it
 * reaches follow from the route (`whoOf`, `expected`); this is the rest — a record named in the body or
 * query, a body other than the example, the order, or an answer the rule does not give.
 */
export interface RoutePolicy {
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
 * For callers outside the declared roles on routes that find the record before checking the caller's role: their
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

const ROLE_OF: Record<Exclude<Actor, 'anonymous'>, Role> = {
  restricted: 'patient',
  oneTime: 'patient',
  patient: 'patient',
  patient2: 'patient',
  doctor: 'doctor',
  otherDoctor: 'doctor',
  admin: 'admin',
  otherAdmin: 'admin',
  superadmin: 'superadmin',
};

/** Who may call a route at all; anyone else answers 401 without a token, 403 with one. */
export type Who = readonly Actor[] | 'anyone';

/**
 * Who may call a route, read from the route's own declaration (issue 40 point 3): `config.public` is
 * anyone; `config.roles` the actors of those roles (`'any'`: every signed-in one), less the
 * survey-bound accounts unless the route is one of theirs (SURVEY_BOUND_ROUTES). The matrix still sends
 * every actor's request and checks each answer: the declaration says who, the answers prove it.
 */
export function whoOf(r: {
  method: string;
  url: string;
  access: readonly Role[] | 'any' | 'public' | null;
}): Who {
  if (r.access === 'public' || r.access === null) return 'anyone';
  const roles = r.access;
  const bound = SURVEY_BOUND_ROUTES.has(`${r.method} ${r.url}`);
  return SIGNED_IN.filter(
    (a) => (roles === 'any' || roles.includes(ROLE_OF[a])) && (bound || !BOUND.includes(a)),
  );
}

/**
 * The record a route names decides whose it is: resources and survey definitions are global (any
 * existing one); every other kind is its clinic's — staff of the record's clinic and the superadmin
 * reach it, a patient only their own (the demo record is the demo patient's).
 */
export function expected(p: RoutePolicy, who: Who, global: boolean, actor: Actor, target: Target): Outcome {
  if (p.all) return p.all;
  const ex = p.except?.[actor];
  const special = typeof ex === 'string' ? ex : ex?.[target];
  if (special) return special;
  if (who !== 'anyone' && !who.includes(actor))
    return actor === 'anonymous' ? 'unauthenticated' : 'forbidden';
  if (target === 'none') return 'allowedOrAbsent';
  if (target === 'missing') return 'hidden';
  if (global || actor === 'superadmin') return 'allowed';
  if (!STAFF.includes(actor)) return actor === 'patient' && target === 'demo' ? 'allowed' : 'hidden';
  return inDemoClinic(actor) === (target === 'demo') ? 'allowed' : 'hidden';
}

export const POLICY: { ignored: RegExp[]; routes: Record<string, RoutePolicy> } = {
  // Not part of the product's API: the OpenAPI document and its viewer.
  // CORS preflight (`OPTIONS *`) answers every path the same.
  ignored: [/^\/documentation/, /^\/api\/docs/, /^\/openapi/, /^\*$/],
  routes: {
    // The browser's path to the embedded identity: user actions only, and the example is no action.
    // An empty action is refused for everyone; the allowed ones have embedded-identity.test.ts.
    'POST /identity': { all: 'forbidden' },
    'POST /identity/': { all: 'forbidden' },
    // Public by nature: they take an identity token, a link token or an e-mail, never a session.
    'POST /auth/jwt': { all: 'unauthenticated' },
    'POST /auth/password-changed': { all: 'unauthenticated' },
    'POST /auth/sign-out': { runLast: 2 },
    'GET /surveyInstance': { target: 'patient', query: (id) => `?userId=${id}` },
    'POST /surveyInstance': {
      target: 'patientEmail',
      body: (email, actor, w) => ({
        doctorEmail: w.emails[actor],
        userEmail: email,
        surveyId: w.demo.surveyId,
      }),
    },
    // Found before the caller's role is checked: a doctor learns only what their clinic holds.
    'PUT /surveyInstance/:id': { except: recordFirst(DOCTORS) },
    'POST /surveyInstance/:id/submit': { except: recordFirst(DOCTORS), query: () => '?stage=FIRST_WAVE' },
    'DELETE /surveyInstance/:id': { runLast: 1 },
    'POST /surveyInstance/singleBurn': { query: (_r, w) => `?surveyId=${w.demo.surveyId}` },
    'DELETE /note/:id': { runLast: 1 },
    'POST /user/bulkSignup': { csv: IMPORT_TEMPLATE, query: (_r, w) => `?doctor=${w.demo.doctor}` },
    // The reminder e-mail's opt-out link: no sign-in, the credential is the signed token in the body
    // (the example's is no real one, so every caller gets the same 404).
    'POST /reminders/opt-out': { all: 'hidden' },
    'POST /reminders/opt-in': { all: 'hidden' },
    // The mail client's one-click unsubscribe (RFC 8058): the token in the path, no sign-in.
    'POST /reminders/one-click/:token': { all: 'hidden' },
    // Superadmins manage each other (issue 37 point 1). The matrix's one superadmin cannot go (the
    // last active one) and a second would have to sign in; so the records sent are admins' ids,
    // which name no superadmin (404), and everyone else is refused by role first.
    'POST /superadmin/:id/deactivate': {
      target: 'admin',
      except: { superadmin: { demo: 'hidden', other: 'hidden' } },
    },
    'POST /superadmin/:id/reactivate': {
      target: 'admin',
      except: { superadmin: { demo: 'hidden', other: 'hidden' } },
    },
  },
};
