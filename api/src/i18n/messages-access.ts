import {
  ARRIVAL_LINK_INVALID,
  FIELD_MESSAGE,
  PROBLEM_CODE,
  FORGOT_PASSWORD_ANSWER,
  FORGOT_PASSWORD_CODE_ANSWER,
  RESET_CODE_INVALID,
  RESET_LINK_INVALID,
} from '../contracts';
import type { Entry } from './types';

// The API's own texts about sign-in, accounts, people and clinics, in English (as thrown) and
// Spanish. `{name}` stands for a part the thrown text fills in (an id, a status, a count).
export const ACCESS_MESSAGES = {
  'auth.missingToken': { en: 'Missing bearer token', es: 'Falta el token de sesión' },
  'auth.malformedToken': {
    en: 'Malformed bearer token',
    es: 'El token de sesión no tiene un formato válido',
  },
  'auth.sessionInvalid': {
    en: 'The session is invalid, expired or signed out',
    es: 'La sesión no es válida, ha caducado o se ha cerrado',
  },
  'auth.noAccount': {
    en: 'No account exists for this user',
    es: 'No existe ninguna cuenta para este usuario',
  },
  'auth.passwordChanged': {
    en: 'The password has changed since this sign-in; please sign in again',
    es: 'La contraseña ha cambiado desde este inicio de sesión; vuelva a iniciar sesión',
  },
  'auth.secondFactorRequired': {
    en: 'Set up an authenticator app to sign in to this account',
    es: 'Configure una aplicación de autenticación para iniciar sesión en esta cuenta',
  },
  'auth.accessEnded': {
    en: 'This sign-in has ended: the survey was sent',
    es: 'Este acceso ha terminado: el cuestionario ya se envió',
  },
  'auth.deactivated': {
    en: 'This account has been deactivated. Contact your clinic administrator.',
    es: 'Esta cuenta se ha desactivado. Póngase en contacto con el administrador de su clínica.',
  },
  'staff.self': {
    en: 'You cannot deactivate your own account',
    es: 'No puede desactivar su propia cuenta',
  },
  'staff.lastSuperadmin': {
    en: 'This is the last active superadmin. Add or reactivate another superadmin first.',
    es: 'Es el último superadministrador activo. Añada o reactive antes a otro superadministrador.',
  },
  'staff.lastAdmin': {
    en: 'This is the last active admin of the clinic. Add or reactivate another admin first.',
    es: 'Es el último administrador activo de la clínica. Añada o reactive antes a otro administrador.',
  },
  'staff.hasPatients': {
    en: 'This doctor still has {count, plural, one {# patient} other {# patients}}. Hand them over to another doctor first.',
    es: 'Este médico aún tiene {count, plural, one {# paciente. Páselo} other {# pacientes. Páselos}} antes a otro médico.',
  },
  'staff.handoverTarget': {
    en: 'Choose another active doctor of the same clinic',
    es: 'Elija otro médico activo de la misma clínica',
  },
  'staff.handoverPatients': {
    en: 'Some of the chosen patients are not patients of this doctor',
    es: 'Algunos de los pacientes elegidos no son pacientes de este médico',
  },
  'auth.accountGone': { en: 'The account no longer exists', es: 'La cuenta ya no existe' },
  'auth.token.notJwt': { en: 'The token is not a JWT', es: 'El token no es un JWT' },
  'auth.token.unknownPool': {
    en: 'The token was not issued by a known user pool',
    es: 'El token no lo ha emitido un grupo de usuarios conocido',
  },
  'auth.token.expired': { en: 'The token has expired', es: 'El token ha caducado' },
  'auth.token.invalid': { en: 'The token is not valid', es: 'El token no es válido' },
  'auth.token.idRequired': { en: 'An ID token is required', es: 'Se necesita un token de identidad' },
  'auth.token.noSubject': { en: 'The token has no subject', es: 'El token no tiene sujeto' },
  'auth.roleNotAllowed': {
    en: 'This action is not allowed for the role {role}',
    es: 'Esta acción no está permitida para el rol {role}',
  },
  'auth.yourRoleNotAllowed': {
    en: 'This action is not allowed for your role',
    es: 'Esta acción no está permitida para su rol',
  },
  'auth.ownSurveyOnly': {
    en: 'This account may open only its own survey',
    es: 'Esta cuenta solo puede abrir su propio cuestionario',
  },
  [PROBLEM_CODE.resetLinkInvalid]: {
    en: RESET_LINK_INVALID,
    es: 'El enlace para restablecer la contraseña no es válido, ha caducado o ya se ha usado',
  },
  [PROBLEM_CODE.resetCodeInvalid]: {
    en: RESET_CODE_INVALID,
    es: 'El código de verificación es incorrecto, ha caducado o ya se ha usado',
  },
  'password.notSet': {
    en: 'The password could not be set right now; the link still works, please try again',
    es: 'No se ha podido establecer la contraseña en este momento; el enlace sigue siendo válido, vuelva a intentarlo',
  },
  'password.forgotAnswer': {
    en: FORGOT_PASSWORD_ANSWER,
    es: 'Si existe una cuenta con este correo electrónico, se le ha enviado un enlace para restablecer la contraseña.',
  },
  'password.forgotCodeAnswer': {
    en: FORGOT_PASSWORD_CODE_ANSWER,
    es: 'Si existe una cuenta con este correo electrónico, se le ha enviado un código de verificación.',
  },
  'onboarding.termsNotNow': {
    en: 'The terms cannot be accepted now',
    es: 'Los términos y condiciones no se pueden aceptar ahora',
  },
  'onboarding.termsFirst': {
    en: 'Accept the terms and conditions first',
    es: 'Acepte primero los términos y condiciones',
  },
  'onboarding.privacyRoles': {
    en: 'Only doctors and patients accept the privacy policy',
    es: 'Solo los médicos y los pacientes aceptan la política de privacidad',
  },
  'account.inactive': { en: 'The account is inactive', es: 'La cuenta está inactiva' },
  'account.emailExists': {
    en: 'An account with this email already exists',
    es: 'Ya existe una cuenta con este correo electrónico',
  },
  'people.noPersonWithId': {
    en: 'No {role} with this id',
    es: 'No hay ningún {role} con este identificador',
  },
  'people.role.patient': { en: 'patient', es: 'paciente' },
  'people.role.doctor': { en: 'doctor', es: 'médico' },
  'people.role.admin': { en: 'admin', es: 'administrador' },
  'people.patientNotFound': { en: 'Patient not found', es: 'No se ha encontrado el paciente' },
  'people.doctorNotFound': { en: 'Doctor not found', es: 'No se ha encontrado el médico' },
  'people.doctorsOfClinic': {
    en: 'Every assigned doctor must be a doctor of the clinic',
    es: 'Todos los médicos asignados deben ser médicos de la clínica',
  },
  'people.firstSurveyUnavailable': {
    en: 'surveyId must name an available questionnaire, and "{surveyId}" is not one: GET survey lists them',
    es: 'surveyId debe indicar un cuestionario disponible, y «{surveyId}» no lo es: GET survey los enumera',
  },
  'people.firstSurveyDoctorsOnly': {
    en: 'Only a doctor can assign a questionnaire when adding a patient: add the patient without surveyId, and a doctor of the clinic assigns one',
    es: 'Solo un médico puede asignar un cuestionario al añadir un paciente: añada al paciente sin surveyId y un médico de la clínica le asignará uno',
  },
  'clinic.notFound': { en: 'Clinic not found', es: 'No se ha encontrado la clínica' },
  'reminders.unknownSurvey': {
    en: 'Reminders are set only for questionnaires doctors assign',
    es: 'Los recordatorios solo se configuran para los cuestionarios que asignan los médicos',
  },
  'reminders.order': {
    en: FIELD_MESSAGE['reminders.order'],
    es: 'El segundo recordatorio debe enviarse después del primero',
  },
  'identity.resetReason': {
    en: FIELD_MESSAGE['identity.resetReason'],
    es: 'Indique por qué se restablece la aplicación de autenticación',
  },
  'reminders.linkInvalid': {
    en: 'This link to stop reminders is not valid',
    es: 'Este enlace para dejar de recibir recordatorios no es válido',
  },
  'clinic.mustChoose': {
    en: 'body.clinicId: a clinic must be chosen',
    es: 'body.clinicId: elija una clínica',
  },
  'erasure.patientsOnly': {
    en: 'Only patients ask for their own account to be deleted',
    es: 'Solo los pacientes solicitan que se elimine su propia cuenta',
  },
  'erasure.adminsOnly': {
    en: 'Only clinic administrators decide on account deletion requests',
    es: 'Solo los administradores de la clínica deciden sobre las solicitudes de eliminación de cuentas',
  },
  'erasure.alreadyPending': {
    en: 'Your request to delete your account is already with your clinic',
    es: 'Su solicitud de eliminar la cuenta ya está en manos de su clínica',
  },
  'erasure.notFound': {
    en: 'No account deletion request with this id',
    es: 'No hay ninguna solicitud de eliminación de cuenta con este identificador',
  },
  'erasure.decided': {
    en: 'This account deletion request has already been decided',
    es: 'Ya se ha decidido sobre esta solicitud de eliminación de cuenta',
  },
  'erasure.secondApprover': {
    en: 'You have already approved this request: your clinic asks for a second administrator to approve it',
    es: 'Ya ha aprobado esta solicitud: su clínica exige que la apruebe un segundo administrador',
  },
  'clinic.adminsOnly': {
    en: 'Only administrators manage clinics',
    es: 'Solo los administradores gestionan las clínicas',
  },
  'clinic.doctorWithout': {
    en: 'The doctor belongs to no clinic',
    es: 'El médico no pertenece a ninguna clínica',
  },
  'audit.adminsOnly': {
    en: 'Only administrators read the audit trail',
    es: 'Solo los administradores consultan el registro de auditoría',
  },
  'audit.verifySuperadmin': {
    en: 'Only the superadmin verifies the audit trail',
    es: 'Solo el superadministrador verifica el registro de auditoría',
  },
  'export.superadminOnly': {
    en: 'Only the superadmin exports survey results',
    es: 'Solo el superadministrador exporta los resultados de los cuestionarios',
  },
  'fhir.superadminOnly': {
    en: 'Only the superadmin exports research data',
    es: 'Solo el superadministrador exporta los datos de investigación',
  },
  'fhir.doctorsOnly': {
    en: 'Only doctors export a patient',
    es: 'Solo los médicos exportan los datos de un paciente',
  },
  'ownData.patientsOnly': {
    en: 'Only a patient downloads their own data',
    es: 'Solo un paciente descarga sus propios datos',
  },
  'patient.leaveStaffOnly': {
    en: 'Only the clinic marks a patient as having left or returned',
    es: 'Solo la clínica marca que un paciente se ha ido o ha vuelto',
  },
  'clinic.superadminOnly': {
    en: 'Only the superadmin manages clinics',
    es: 'Solo el superadministrador gestiona las clínicas',
  },
  'onboarding.licenceRole': {
    en: 'Only a {role} accepts this licence',
    es: 'Solo un {role} puede aceptar estos términos y condiciones',
  },
  'signup.doctorsOnly': { en: 'Only doctors {action}', es: 'Solo los médicos pueden {action}' },
  'signup.action.link': { en: 'have a sign-up link', es: 'tener un enlace de registro' },
  'signup.action.qr': { en: 'have a QR code', es: 'tener un código QR' },
  'signup.action.oneTime': { en: 'create one-time links', es: 'crear enlaces de un solo uso' },
  'doctor.notificationsOnly': {
    en: 'Only doctors have these email preferences',
    es: 'Solo los médicos tienen estas preferencias de correo electrónico',
  },
  'signup.tokenInvalid': {
    en: FIELD_MESSAGE['signup.tokenInvalid'],
    es: 'no es un enlace de registro válido',
  },
  'signup.linkInvalid': { en: 'The sign-up link is not valid', es: 'El enlace de registro no es válido' },
  'signup.anonymousOff': {
    en: "This doctor does not allow going straight to the survey without sign-up ('Allow patients to go straight to survey without sign-up' is off)",
    es: 'Este médico no permite ir directamente al cuestionario sin registrarse (la opción «Permitir que los pacientes vayan directamente al cuestionario sin registrarse» está desactivada)',
  },
  'signup.turnOnAnonymous': {
    en: "Turn on 'Allow patients to go straight to survey without sign-up' first",
    es: 'Active primero «Permitir que los pacientes vayan directamente al cuestionario sin registrarse»',
  },
  'signup.dateOfBirthEmpty': {
    en: 'body.dateOfBirth: Date of birth is empty',
    es: 'body.dateOfBirth: falta la fecha de nacimiento',
  },
  'signup.dateOfBirthFuture': {
    en: 'body.dateOfBirth: the date of birth cannot be in the future',
    es: 'body.dateOfBirth: la fecha de nacimiento no puede ser posterior a hoy',
  },
  'signup.dateOfBirthRange': {
    en: 'body.dateOfBirth: a date of birth between {min} and today is required',
    es: 'body.dateOfBirth: se necesita una fecha de nacimiento entre {min} y hoy',
  },
  [PROBLEM_CODE.arrivalLinkInvalid]: {
    en: ARRIVAL_LINK_INVALID,
    es: 'El enlace de invitación no es válido, ha caducado o ya se ha usado',
  },
} as const satisfies Record<string, Entry>;
