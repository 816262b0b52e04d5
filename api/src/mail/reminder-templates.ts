import type { Locale } from '../contracts';
import { mailTexts } from './messages';
import type { Rendered } from './templates';

// The reminder of an unanswered questionnaire (issue 25 point 1), in the patient's language. Like the
// assignment e-mail: the questionnaire's name and a link, nothing about answers. Every reminder
// carries the link that stops them (one press, no sign-in).

export interface ReminderInput {
  firstName: string;
  surveyName: string;
  clinicName: string;
  /** Straight to the questionnaire (through sign-in, or a single-use link for a patient without password). */
  link: string;
  signIn: boolean;
  /** 'start': not begun yet; 'continue': answers saved, not submitted. */
  kind: 'start' | 'continue';
  optOutLink: string;
  /** The API's one-click unsubscribe URL (RFC 8058), the List-Unsubscribe header; none in a test sample. */
  oneClickLink?: string;
  /** A sample the clinic admin asked for (issue 36 point 15): said so in the subject and first line. */
  test?: boolean;
}

export function questionnaireReminder(locale: Locale, i: ReminderInput): Rendered {
  const say = mailTexts(locale);
  const about = { clinic: i.clinicName, survey: i.surveyName };
  const subject = say(i.kind === 'start' ? 'mail.reminder.subjectStart' : 'mail.reminder.subjectContinue');
  return {
    ...(i.oneClickLink ? { unsubscribe: i.oneClickLink } : {}),
    subject: i.test ? say('mail.reminder.testSubject', { subject }) : subject,
    text: [
      ...(i.test ? [say('mail.reminder.testNote', { clinic: i.clinicName }), ''] : []),
      say('mail.hello', { firstName: i.firstName }),
      '',
      say(i.kind === 'start' ? 'mail.reminder.start' : 'mail.reminder.continue', about),
      say(i.signIn ? 'mail.reminder.signIn' : 'mail.reminder.link'),
      i.link,
      '',
      say('mail.reminder.stop'),
      i.optOutLink,
    ].join('\n'),
  };
}
