import { ARRIVAL_TOKEN_TTL_DAYS, type Locale } from '../contracts';
import type { Rendered } from './templates';

// The patient's e-mails about questionnaires, in the patient's language. No clinical content: the
// name of the questionnaire and a link, nothing about answers or results.

/**
 * The invitation's first step for a patient: the single-use link that signs them in. It leads to a
 * questionnaire only when one is assigned (an admin's or an import's patient may have none yet), so
 * the words promise no more than that (issue 28 point 8).
 */
export function arrivalLines(locale: Locale, url: string | undefined): string[] {
  if (!url) return [];
  if (locale === 'es-ES') {
    return [
      'Para empezar, abra este enlace. Le dará acceso directamente y, si su equipo le ha enviado un cuestionario, le llevará a él:',
      url,
      `El enlace solo funciona una vez y caduca en ${ARRIVAL_TOKEN_TTL_DAYS} días.`,
      '',
      'Para volver a entrar más adelante:',
    ];
  }
  return [
    'To start, open this link. It signs you in and, if your care team has sent you a questionnaire, takes you to it:',
    url,
    `The link works once and expires in ${ARRIVAL_TOKEN_TTL_DAYS} days.`,
    '',
    'To sign in again later:',
  ];
}

/**
 * A questionnaire was assigned: a link straight to it (`signIn`: the page asks them to sign in; else the
 * link signs them in, for a patient who arrived by a sign-up link and has no password).
 */
export function assignmentNotice(
  locale: Locale,
  i: { firstName: string; surveyName: string; clinicName: string; link: string; signIn: boolean },
): Rendered {
  if (locale === 'es-ES') {
    return {
      subject: 'Tiene un cuestionario nuevo',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        `Su equipo de ${i.clinicName} le ha enviado el cuestionario «${i.surveyName}».`,
        i.signIn
          ? 'Puede contestarlo aquí (tendrá que iniciar sesión):'
          : `Puede contestarlo aquí (el enlace solo funciona una vez y caduca en ${ARRIVAL_TOKEN_TTL_DAYS} días):`,
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
      i.signIn
        ? 'You can answer it here (you will be asked to sign in):'
        : `You can answer it here (the link works once and expires in ${ARRIVAL_TOKEN_TTL_DAYS} days):`,
      i.link,
      '',
      'It takes about five minutes.',
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
  if (locale === 'es-ES') {
    return {
      subject: 'Continúe con su cuestionario',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        'Ha pedido volver a su cuestionario. Abra este enlace para continuar donde lo dejó:',
        i.link,
        '',
        `El enlace solo funciona una vez y caduca en ${i.minutes} minutos. Si caduca, pida otro con «¿Ha olvidado su contraseña?» en la página de inicio de sesión.`,
        'Si no lo ha pedido usted, ignore este mensaje.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Continue your questionnaire',
    text: [
      `Hello ${i.firstName},`,
      '',
      'You asked to come back to your questionnaire. Open this link to carry on where you left off:',
      i.link,
      '',
      `The link works once and expires in ${i.minutes} minutes. If it expires, ask for another with "Forgot your password?" on the sign-in page.`,
      'If you did not ask for it, you can ignore this e-mail.',
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
  if (locale === 'es-ES') {
    return {
      subject: 'Su cuenta en el portal de atención de la diabetes',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        `${i.clinicName} le ha añadido como paciente. Ya tiene una cuenta en el portal con otra clínica, así que su contraseña no cambia.`,
        '',
        'Para ver lo que le envíe esta clínica, abra este enlace (funciona una vez y caduca en ' +
          `${ARRIVAL_TOKEN_TTL_DAYS} días):`,
        i.arrivalUrl,
        '',
        'Cada cuestionario que le envíe esta clínica le llegará con su propio enlace.',
        'Si no esperaba este mensaje, puede ignorarlo.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your diabetes care portal account',
    text: [
      `Hello ${i.firstName},`,
      '',
      `${i.clinicName} has added you as a patient. You already have a portal account with another clinic, so your password stays as it is.`,
      '',
      `To see what this clinic sends you, open this link (it works once and expires in ${ARRIVAL_TOKEN_TTL_DAYS} days):`,
      i.arrivalUrl,
      '',
      'Each questionnaire this clinic sends you will come with a link of its own.',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
}
