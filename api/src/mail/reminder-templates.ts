import type { Locale } from '../contracts';
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
}

export function questionnaireReminder(locale: Locale, i: ReminderInput): Rendered {
  if (locale === 'es-ES') {
    return {
      unsubscribe: i.optOutLink,
      subject:
        i.kind === 'start'
          ? 'Recordatorio: tiene un cuestionario pendiente'
          : 'Recordatorio: continúe su cuestionario donde lo dejó',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        i.kind === 'start'
          ? `Su equipo de ${i.clinicName} le envió el cuestionario «${i.surveyName}» y aún no lo ha empezado.`
          : `Empezó el cuestionario «${i.surveyName}» que le envió su equipo de ${i.clinicName}. Sus respuestas están guardadas: puede continuar donde lo dejó.`,
        i.signIn
          ? 'Ábralo aquí (tendrá que iniciar sesión):'
          : 'Ábralo aquí (el enlace solo funciona una vez):',
        i.link,
        '',
        'Si no quiere recibir más recordatorios, abra este enlace (no hace falta iniciar sesión):',
        i.optOutLink,
      ].join('\n'),
    };
  }
  return {
    unsubscribe: i.optOutLink,
    subject:
      i.kind === 'start'
        ? 'Reminder: you have a questionnaire to answer'
        : 'Reminder: continue your questionnaire where you left off',
    text: [
      `Hello ${i.firstName},`,
      '',
      i.kind === 'start'
        ? `Your care team at ${i.clinicName} sent you the questionnaire "${i.surveyName}" and you have not started it yet.`
        : `You started the questionnaire "${i.surveyName}" your care team at ${i.clinicName} sent you. Your answers are saved: you can continue where you left off.`,
      i.signIn ? 'Open it here (you will be asked to sign in):' : 'Open it here (the link works once):',
      i.link,
      '',
      'To stop these reminders, open this link (no sign-in needed):',
      i.optOutLink,
    ].join('\n'),
  };
}
