import type { Locale } from '../contracts';
import type { Rendered } from './templates';

// E-mails to clinicians, in the doctor's language. No patient data: an e-mail is not a safe place for
// it (it is forwarded, kept and read on shared screens); the portal shows who, after sign-in.

export interface ReviewDigestInput {
  firstName: string;
  /** Questionnaires awaiting the doctor's review now. */
  awaiting: number;
  /** Of those, how many were sent since the previous digest. */
  fresh: number;
  link: string;
}

/** The daily digest of questionnaires awaiting review (surveys/review-digest.ts). */
export function reviewDigest(locale: Locale, i: ReviewDigestInput): Rendered {
  if (locale === 'es-ES') {
    const total =
      i.awaiting === 1
        ? 'Hay 1 cuestionario de sus pacientes pendiente de su revisión'
        : `Hay ${i.awaiting} cuestionarios de sus pacientes pendientes de su revisión`;
    const fresh = i.fresh === 1 ? '1 ha llegado' : `${i.fresh} han llegado`;
    return {
      subject: 'Cuestionarios pendientes de revisión',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        `${total} (${fresh} desde el último resumen).`,
        'Puede verlos en su lista de pacientes después de iniciar sesión:',
        i.link,
        '',
        'Para dejar de recibir este resumen diario, desmarque «Enviarme un resumen diario por correo electrónico» bajo su lista de pacientes.',
      ].join('\n'),
    };
  }
  const total =
    i.awaiting === 1
      ? '1 questionnaire from your patients awaits your review'
      : `${i.awaiting} questionnaires from your patients await your review`;
  const fresh = `${i.fresh} new since your last summary`;
  return {
    subject: 'Questionnaires awaiting your review',
    text: [
      `Hello ${i.firstName},`,
      '',
      `${total} (${fresh}).`,
      'You can see them in your patient list after signing in:',
      i.link,
      '',
      'To stop this daily summary, untick “E-mail me a daily summary” under your patient list.',
    ].join('\n'),
  };
}
