import { ARRIVAL_TOKEN_TTL_DAYS, type Locale } from '../contracts';
import type { Rendered } from './templates';

// The patient's e-mails about questionnaires, in the patient's language. No clinical content: the
// name of the questionnaire and a link, nothing about answers or results.

/** The invitation's first step for a patient: the single-use link that signs them in. */
export function arrivalLines(locale: Locale, url: string | undefined): string[] {
  if (!url) return [];
  if (locale === 'es-ES') {
    return [
      'Para empezar, abra este enlace. Le dará acceso directamente y le llevará a su cuestionario:',
      url,
      `El enlace solo funciona una vez y caduca en ${ARRIVAL_TOKEN_TTL_DAYS} días.`,
      '',
      'Para volver a entrar más adelante:',
    ];
  }
  return [
    'To start, open this link. It signs you in and takes you to your questionnaire:',
    url,
    `The link works once and expires in ${ARRIVAL_TOKEN_TTL_DAYS} days.`,
    '',
    'To sign in again later:',
  ];
}

/** A questionnaire was assigned: a link straight to it. */
export function assignmentNotice(
  locale: Locale,
  i: { firstName: string; surveyName: string; clinicName: string; link: string },
): Rendered {
  if (locale === 'es-ES') {
    return {
      subject: 'Tiene un cuestionario nuevo',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        `Su equipo de ${i.clinicName} le ha enviado el cuestionario «${i.surveyName}».`,
        'Puede contestarlo aquí (tendrá que iniciar sesión):',
        i.link,
        '',
        'Se tarda unos cinco minutos.',
      ].join('\n'),
    };
  }
  return {
    subject: 'You have a new questionnaire',
    text: [
      `Hello ${i.firstName},`,
      '',
      `Your care team at ${i.clinicName} has sent you the questionnaire "${i.surveyName}".`,
      'You can answer it here (you will be asked to sign in):',
      i.link,
      '',
      'It takes about five minutes.',
    ].join('\n'),
  };
}
