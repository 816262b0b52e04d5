import type { Locale } from '../contracts';
import type { Rendered } from './templates';

export interface OneTimeInput {
  clinicName: string;
  surveyName: string;
  userLogin: string;
  userPassword: string;
  signInUrl: string;
}

/** The one-time link's credentials, sent to the clinic (req A§1: "sent to the clinic e-mail"). */
export function oneTimeCredentials(locale: Locale, i: OneTimeInput): Rendered {
  if (locale === 'es-ES') {
    return {
      subject: 'Acceso de un solo uso a un cuestionario',
      text: [
        `Se ha creado un acceso de un solo uso en ${i.clinicName} para el cuestionario «${i.surveyName}».`,
        '',
        `Usuario: ${i.userLogin}`,
        `Contraseña: ${i.userPassword}`,
        '',
        `Entregue estos datos al paciente. Inicia sesión en ${i.signInUrl} y solo podrá responder este cuestionario.`,
      ].join('\n'),
    };
  }
  return {
    subject: 'One-time access to a questionnaire',
    text: [
      `A one-time access has been created at ${i.clinicName} for the questionnaire "${i.surveyName}".`,
      '',
      `Login: ${i.userLogin}`,
      `Password: ${i.userPassword}`,
      '',
      `Give these details to the patient. They sign in at ${i.signInUrl} and can answer only this questionnaire.`,
    ].join('\n'),
  };
}
