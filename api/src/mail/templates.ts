import type { Locale, Role } from '../contracts';
import { arrivalLines } from './patient-templates';

// E-mails are rendered in the recipient's language (design D§6). Plain text only: no HTML to
// escape, and every client shows it.
export interface Rendered {
  subject: string;
  text: string;
  /** Where a mail client's "unsubscribe" leads (the List-Unsubscribe header, RFC 2369). */
  unsubscribe?: string;
}

const ROLE_NAMES: Record<Locale, Record<string, string>> = {
  'en-GB': {
    admin: 'clinic administrator',
    doctor: 'healthcare professional',
    patient: 'patient',
    superadmin: 'superadmin',
  },
  'es-ES': {
    admin: 'administrador de clínica',
    doctor: 'profesional sanitario',
    patient: 'paciente',
    superadmin: 'superadministrador',
  },
};

export interface InvitationInput {
  firstName: string;
  role: Role;
  clinicName: string;
  email: string;
  temporaryPassword: string;
  signInUrl: string;
  /** A patient's invitation link `patient/:token` (single-use, ARRIVAL_TOKEN_TTL_DAYS). */
  arrivalUrl?: string;
}

export function invitation(locale: Locale, i: InvitationInput): Rendered {
  const role = ROLE_NAMES[locale][i.role] ?? i.role;
  if (locale === 'es-ES') {
    return {
      subject: 'Su cuenta en el portal de atención de la diabetes',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        `Se ha creado su cuenta de ${role} en ${i.clinicName}.`,
        '',
        ...arrivalLines(locale, i.arrivalUrl),
        `Usuario: ${i.email}`,
        `Contraseña temporal: ${i.temporaryPassword}`,
        '',
        `Inicie sesión en ${i.signInUrl}; se le pedirá que elija una contraseña nueva.`,
        'La contraseña temporal caduca en 7 días.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your diabetes care portal account',
    text: [
      `Hello ${i.firstName},`,
      '',
      `An account as ${role} has been created for you at ${i.clinicName}.`,
      '',
      ...arrivalLines(locale, i.arrivalUrl),
      `User name: ${i.email}`,
      `Temporary password: ${i.temporaryPassword}`,
      '',
      `Sign in at ${i.signInUrl}; you will be asked to choose a new password.`,
      'The temporary password expires in 7 days.',
    ].join('\n'),
  };
}

export function passwordReset(
  locale: Locale,
  i: { firstName: string; link: string; minutes: number },
): Rendered {
  if (locale === 'es-ES') {
    return {
      subject: 'Restablecer su contraseña',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        `Para elegir una contraseña nueva, abra este enlace en los próximos ${i.minutes} minutos:`,
        i.link,
        '',
        'El enlace solo puede usarse una vez. Si no lo ha pedido usted, ignore este mensaje.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your password',
    text: [
      `Hello ${i.firstName},`,
      '',
      `To choose a new password, open this link within the next ${i.minutes} minutes:`,
      i.link,
      '',
      'The link works once. If you did not ask for it, ignore this message.',
    ].join('\n'),
  };
}

/**
 * The agreed care plan is ready (issue 14 point 7). No clinical content: an e-mail can be read by
 * anyone with the mailbox, so it only says where to read the plan after signing in.
 */
export function carePlanReady(
  locale: Locale,
  i: { firstName: string; link: string; signIn: boolean },
): Rendered {
  if (locale === 'es-ES') {
    return {
      subject: 'Su plan de cuidados está listo',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        'Su equipo de atención ha revisado su cuestionario y su plan de cuidados ya está listo.',
        i.signIn
          ? 'Puede leerlo después de iniciar sesión en el portal:'
          : 'Puede leerlo aquí (el enlace solo funciona una vez; después, pida otro con «¿Ha olvidado su contraseña?»):',
        i.link,
      ].join('\n'),
    };
  }
  return {
    subject: 'Your care plan is ready',
    text: [
      `Hello ${i.firstName},`,
      '',
      'Your care team has reviewed your questionnaire and your care plan is now ready.',
      i.signIn
        ? 'You can read it after signing in to the portal:'
        : 'You can read it here (the link works once; after that, ask for another with "Forgot your password?"):',
      i.link,
    ].join('\n'),
  };
}

export function passwordCode(
  locale: Locale,
  i: { firstName: string; code: string; minutes: number },
): Rendered {
  if (locale === 'es-ES') {
    return {
      subject: 'Su código de verificación',
      text: [
        `Hola, ${i.firstName}:`,
        '',
        `Su código para elegir una contraseña nueva es: ${i.code}`,
        '',
        `Escríbalo en la página «Contraseña olvidada» en los próximos ${i.minutes} minutos. Solo sirve una vez.`,
        'Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your verification code',
    text: [
      `Hello ${i.firstName},`,
      '',
      `Your code to choose a new password is: ${i.code}`,
      '',
      `Enter it on the "Forgot password" page within the next ${i.minutes} minutes. It works once.`,
      'If you did not ask for it, ignore this message: your password does not change.',
    ].join('\n'),
  };
}
