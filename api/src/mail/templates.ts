import { ARRIVAL_TOKEN_TTL_DAYS, type Locale, type Role } from '../contracts';
import { mailTexts } from './messages';

// E-mails are rendered in the recipient's language (design D§6). Plain text only: no HTML to
// escape, and every client shows it. The words are in ./messages.ts.
export interface Rendered {
  subject: string;
  text: string;
  /**
   * The one-click unsubscribe URL (RFC 8058): the List-Unsubscribe header (RFC 2369), with
   * List-Unsubscribe-Post, so a mail client's own "unsubscribe" button POSTs to it without sign-in.
   */
  unsubscribe?: string;
}

/** The role's name in an invitation (people's own words, not the code's). */
const ROLE_NAMES = {
  admin: 'mail.role.admin',
  doctor: 'mail.role.doctor',
  patient: 'mail.role.patient',
  superadmin: 'mail.role.superadmin',
} as const;

/**
 * The invitation's first step for a patient: the single-use link that signs them in. It leads to a
 * questionnaire only when one is assigned (an admin's or an import's patient may have none yet), so
 * the words promise no more than that (issue 28 point 8).
 */
function arrivalLines(locale: Locale, url: string | undefined): string[] {
  if (!url) return [];
  const say = mailTexts(locale);
  return [
    say('mail.arrival.open'),
    url,
    say('mail.arrival.expires', { days: ARRIVAL_TOKEN_TTL_DAYS }),
    '',
    say('mail.arrival.later'),
  ];
}

export interface InvitationInput {
  firstName: string;
  role: Role;
  clinicName: string;
  email: string;
  temporaryPassword: string;
  signInUrl: string;
  /** A patient's invitation link `patient/:token` (single-use, ARRIVAL_TOKEN_TTL_DAYS). */
  arrivalUrl?: string;
}

export function invitation(locale: Locale, i: InvitationInput): Rendered {
  const say = mailTexts(locale);
  const role = i.role in ROLE_NAMES ? say(ROLE_NAMES[i.role as keyof typeof ROLE_NAMES]) : i.role;
  return {
    subject: say('mail.account.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.invitation.created', { role, clinic: i.clinicName }),
      '',
      ...arrivalLines(locale, i.arrivalUrl),
      say('mail.invitation.user', { email: i.email }),
      say('mail.invitation.password', { password: i.temporaryPassword }),
      '',
      say('mail.invitation.signIn', { url: i.signInUrl }),
      say('mail.invitation.expires'),
    ].join('\n'),
  };
}

export function passwordReset(
  locale: Locale,
  i: { firstName: string; link: string; minutes: number },
): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.reset.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.reset.open', { minutes: i.minutes }),
      i.link,
      '',
      say('mail.reset.once'),
    ].join('\n'),
  };
}

/**
 * The agreed care plan is ready (issue 14 point 7). No clinical content: an e-mail can be read by
 * anyone with the mailbox, so it only says where to read the plan after signing in.
 */
export function carePlanReady(
  locale: Locale,
  i: { firstName: string; link: string; signIn: boolean },
): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.plan.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.plan.ready'),
      say(i.signIn ? 'mail.plan.signIn' : 'mail.plan.link'),
      i.link,
    ].join('\n'),
  };
}

export function passwordCode(
  locale: Locale,
  i: { firstName: string; code: string; minutes: number },
): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.code.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.code.is', { code: i.code }),
      '',
      say('mail.code.enter', { minutes: i.minutes }),
      say('mail.code.ignore'),
    ].join('\n'),
  };
}
