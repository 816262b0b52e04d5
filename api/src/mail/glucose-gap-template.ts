import type { Locale } from '../contracts';
import { mailTexts } from './messages';
import type { Rendered } from './templates';

// The one e-mail of a CGM gap (issue 42 point 3), in the patient's language: their readings stopped
// reaching the clinic (or the link must be made again), what to check, and where to reconnect.
// Nothing about the readings themselves. It carries the reminders' stop link: the same opt-out stops it.

export interface GlucoseGapInput {
  firstName: string;
  clinicName: string;
  /** The newest reading (else when the link was made); null words it as a broken link. */
  since: Date | null;
  /** The page where the patient connects their Dexcom account again (through sign-in). */
  reconnectLink: string;
  optOutLink: string;
  oneClickLink: string;
}

export function glucoseGapMail(locale: Locale, i: GlucoseGapInput): Rendered {
  const say = mailTexts(locale);
  const clinic = i.clinicName;
  const since = i.since
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(i.since)
    : null;
  return {
    unsubscribe: i.oneClickLink,
    subject: say('mail.glucoseGap.subject'),
    text: [
      say('mail.hello', { firstName: i.firstName }),
      '',
      since ? say('mail.glucoseGap.silent', { clinic, since }) : say('mail.glucoseGap.broken', { clinic }),
      say('mail.glucoseGap.ask'),
      i.reconnectLink,
      '',
      say('mail.glucoseGap.once'),
      say('mail.reminder.stop'),
      i.optOutLink,
    ].join('\n'),
  };
}
