import { ARRIVAL_TOKEN_TTL_DAYS, type Locale } from '../contracts';
import { mailTexts } from './messages';
import type { Rendered } from './templates';

// The patient's e-mails about questionnaires, in the patient's language. No clinical content: the
// name of the questionnaire and a link, nothing about answers or results.

/**
 * A questionnaire was assigned: a link straight to it (`signIn`: the page asks them to sign in; else the
 * link signs them in, for a patient who arrived by a sign-up link and has no password).
 */
export function assignmentNotice(
  locale: Locale,
  i: { firstName: string; surveyName: string; clinicName: string; link: string; signIn: boolean },
): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.assigned.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.assigned.sent', { clinic: i.clinicName, survey: i.surveyName }),
      i.signIn ? say('mail.assigned.signIn') : say('mail.assigned.link', { days: ARRIVAL_TOKEN_TTL_DAYS }),
      i.link,
      '',
      say('mail.assigned.time'),
    ].join('\n'),
  };
}

/**
 * The way back for a patient who arrived by a sign-up link (no password): a single-use link straight
 * to their questionnaire, asked for by "Forgot password" or on the link's form.
 */
export function continueLink(
  locale: Locale,
  i: { firstName: string; link: string; minutes: number },
): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.continue.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.continue.asked'),
      i.link,
      '',
      say('mail.continue.expires', { minutes: i.minutes }),
      say('mail.continue.ignore'),
    ].join('\n'),
  };
}

/**
 * A second clinic added someone who already has a portal account with another clinic: no new password
 * (theirs stays as it is), only the single-use link to this clinic's record. The person learns it from
 * their own mailbox; the clinic that added them learns nothing (issue 23 point 5).
 */
export function secondClinicInvitation(
  locale: Locale,
  i: { firstName: string; clinicName: string; arrivalUrl: string },
): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.account.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.second.added', { clinic: i.clinicName }),
      '',
      say('mail.second.open', { days: ARRIVAL_TOKEN_TTL_DAYS }),
      i.arrivalUrl,
      '',
      say('mail.second.each'),
      say('mail.second.ignore'),
    ].join('\n'),
  };
}

/**
 * An approved erasure (issue 37 point 4): the account and its contact data are gone, and what the
 * law obliges the clinic to keep stays without their name for the retention period. Sent to the
 * address just before it is erased.
 */
export function erasureNotice(
  locale: Locale,
  i: { firstName: string; clinicName: string; years: number },
): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.erasure.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      say('mail.erasure.done', { clinic: i.clinicName }),
      say('mail.erasure.kept', { years: i.years }),
      '',
      say('mail.erasure.last'),
    ].join('\n'),
  };
}
