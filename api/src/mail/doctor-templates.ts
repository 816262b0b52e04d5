import type { Locale } from '../contracts';
import { mailTexts } from './messages';
import type { Rendered } from './templates';

// E-mails to clinicians, in the doctor's language. No patient data: an e-mail is not a safe place for
// it (it is forwarded, kept and read on shared screens); the portal shows who, after sign-in.

export interface ReviewDigestInput {
  firstName: string;
  /** Questionnaires awaiting the doctor's review now. */
  awaiting: number;
  /** Of those, how many were sent since the previous digest. */
  fresh: number;
  /** The doctor's patients with an unresolved PHQ-9 item 9 (people/urgent.ts): said first, every day. */
  urgent: number;
  link: string;
}

/** The daily digest of questionnaires awaiting review (surveys/review-digest.ts). */
export function reviewDigest(locale: Locale, i: ReviewDigestInput): Rendered {
  const say = mailTexts(locale);
  const total = i.awaiting === 1 ? say('mail.digest.one') : say('mail.digest.many', { count: i.awaiting });
  const fresh = say(i.fresh === 1 ? 'mail.digest.freshOne' : 'mail.digest.freshMany', { count: i.fresh });
  const urgent =
    i.urgent === 0
      ? []
      : [
          i.urgent === 1 ? say('mail.digest.urgentOne') : say('mail.digest.urgentMany', { count: i.urgent }),
          '',
        ];
  return {
    subject: say(i.urgent > 0 ? 'mail.digest.subjectUrgent' : 'mail.digest.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      ...urgent,
      say('mail.digest.count', { total, fresh }),
      say('mail.digest.see'),
      i.link,
      '',
      say('mail.digest.stop'),
    ].join('\n'),
  };
}
