import type { Locale } from '../contracts';
import { mailTexts } from './messages';
import type { Rendered } from './templates';

export interface OneTimeInput {
  clinicName: string;
  surveyName: string;
  userLogin: string;
  userPassword: string;
  signInUrl: string;
}

/**
 * The one-time link's credentials, for req A§1's "sent to the clinic e-mail": a clinic has no address
 * of its own, so they go to the doctor who made the link (the portal's modal says so).
 */
export function oneTimeCredentials(locale: Locale, i: OneTimeInput): Rendered {
  const say = mailTexts(locale);
  return {
    subject: say('mail.oneTime.subject'),
    text: [
      say('mail.oneTime.created', { clinic: i.clinicName, survey: i.surveyName }),
      '',
      say('mail.oneTime.login', { login: i.userLogin }),
      say('mail.oneTime.password', { password: i.userPassword }),
      '',
      say('mail.oneTime.give', { url: i.signInUrl }),
    ].join('\n'),
  };
}
