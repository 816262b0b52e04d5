import type { Locale } from '../contracts';
import { sayIn } from '../i18n';
import type { Entry } from '../i18n/types';

// The e-mails' texts in English and Spanish, in the API's one catalogue format (api/src/i18n: an
// id, `en` and `es` with the same `{name}` parts). A template picks its lines by id; the recipient's
// language picks the text. Values are filled in once, never read again as a template.
export const MAIL_MESSAGES = {
  'mail.hello': { en: 'Hello {firstName},', es: 'Hola, {firstName}:' },
  'mail.account.subject': {
    en: 'Your diabetes care portal account',
    es: 'Su cuenta en el portal de atención de la diabetes',
  },
  'mail.role.admin': { en: 'clinic administrator', es: 'administrador de clínica' },
  'mail.role.doctor': { en: 'healthcare professional', es: 'profesional sanitario' },
  'mail.role.patient': { en: 'patient', es: 'paciente' },
  'mail.role.superadmin': { en: 'superadmin', es: 'superadministrador' },
  /** Where a superadmin's account is (they belong to no clinic). */
  'mail.portal': { en: 'the Diabetes Care Portal', es: 'el Portal de Atención a la Diabetes' },
  'mail.invitation.created': {
    en: 'An account as {role} has been created for you at {clinic}.',
    es: 'Se ha creado su cuenta de {role} en {clinic}.',
  },
  'mail.invitation.user': { en: 'User name: {email}', es: 'Usuario: {email}' },
  'mail.invitation.password': { en: 'Temporary password: {password}', es: 'Contraseña temporal: {password}' },
  'mail.invitation.signIn': {
    en: 'Sign in at {url}; you will be asked to choose a new password.',
    es: 'Inicie sesión en {url}; se le pedirá que elija una contraseña nueva.',
  },
  'mail.invitation.expires': {
    en: 'The temporary password expires in 7 days.',
    es: 'La contraseña temporal caduca en 7 días.',
  },
  'mail.arrival.open': {
    en: 'To start, open this link. It signs you in and, if your care team has sent you a questionnaire, takes you to it:',
    es: 'Para empezar, abra este enlace. Le dará acceso directamente y, si su equipo le ha enviado un cuestionario, le llevará a él:',
  },
  'mail.arrival.expires': {
    en: 'The link works once and expires in {days, plural, one {# day} other {# days}}.',
    es: 'El enlace solo funciona una vez y caduca en {days, plural, one {# día} other {# días}}.',
  },
  'mail.arrival.later': { en: 'To sign in again later:', es: 'Para volver a entrar más adelante:' },
  'mail.reset.subject': { en: 'Reset your password', es: 'Restablecer su contraseña' },
  'mail.reset.open': {
    en: 'To choose a new password, open this link within the next {minutes, plural, one {# minute} other {# minutes}}:',
    es: 'Para elegir una contraseña nueva, abra este enlace en los próximos {minutes, plural, one {# minuto} other {# minutos}}:',
  },
  'mail.reset.once': {
    en: 'The link works once. If you did not ask for it, ignore this message.',
    es: 'El enlace solo puede usarse una vez. Si no lo ha pedido usted, ignore este mensaje.',
  },
  'mail.code.subject': { en: 'Your verification code', es: 'Su código de verificación' },
  'mail.code.is': {
    en: 'Your code to choose a new password is: {code}',
    es: 'Su código para elegir una contraseña nueva es: {code}',
  },
  'mail.code.enter': {
    en: 'Enter it on the "Forgot password" page within the next {minutes, plural, one {# minute} other {# minutes}}. It works once.',
    es: 'Escríbalo en la página «Contraseña olvidada» en los próximos {minutes, plural, one {# minuto} other {# minutos}}. Solo sirve una vez.',
  },
  'mail.code.ignore': {
    en: 'If you did not ask for it, ignore this message: your password does not change.',
    es: 'Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.',
  },
  'mail.plan.subject': { en: 'Your care plan is ready', es: 'Su plan de cuidados está listo' },
  'mail.plan.ready': {
    en: 'Your care team has reviewed your questionnaire and your care plan is now ready.',
    es: 'Su equipo sanitario ha revisado su cuestionario y su plan de cuidados ya está listo.',
  },
  'mail.plan.signIn': {
    en: 'You can read it after signing in to the portal:',
    es: 'Puede leerlo después de iniciar sesión en el portal:',
  },
  'mail.plan.link': {
    en: 'You can read it here (the link works once; after that, ask for another with "Forgot your password?"):',
    es: 'Puede leerlo aquí (el enlace solo funciona una vez; después, pida otro con «¿Ha olvidado su contraseña?»):',
  },
  'mail.assigned.subject': { en: 'You have a new questionnaire', es: 'Tiene un cuestionario nuevo' },
  'mail.assigned.sent': {
    en: 'Your care team at {clinic} has sent you the questionnaire "{survey}".',
    es: 'Su equipo de {clinic} le ha enviado el cuestionario «{survey}».',
  },
  'mail.assigned.signIn': {
    en: 'You can answer it here (you will be asked to sign in):',
    es: 'Puede contestarlo aquí (tendrá que iniciar sesión):',
  },
  'mail.assigned.link': {
    en: 'You can answer it here (the link works once and expires in {days, plural, one {# day} other {# days}}):',
    es: 'Puede contestarlo aquí (el enlace solo funciona una vez y caduca en {days, plural, one {# día} other {# días}}):',
  },
  'mail.assigned.time': { en: 'It takes about five minutes.', es: 'Se tarda unos cinco minutos.' },
  'mail.continue.subject': { en: 'Continue your questionnaire', es: 'Continúe con su cuestionario' },
  'mail.continue.asked': {
    en: 'You asked to come back to your questionnaire. Open this link to carry on where you left off:',
    es: 'Ha pedido volver a su cuestionario. Abra este enlace para continuar donde lo dejó:',
  },
  'mail.continue.expires': {
    en: 'The link works once and expires in {minutes, plural, one {# minute} other {# minutes}}. If it expires, ask for another with "Forgot your password?" on the sign-in page.',
    es: 'El enlace solo funciona una vez y caduca en {minutes, plural, one {# minuto} other {# minutos}}. Si caduca, pida otro con «¿Ha olvidado su contraseña?» en la página de inicio de sesión.',
  },
  'mail.continue.ignore': {
    en: 'If you did not ask for it, you can ignore this email.',
    es: 'Si no lo ha pedido usted, ignore este mensaje.',
  },
  'mail.second.added': {
    en: '{clinic} has added you as a patient. You already have a portal account with another clinic, so your password stays as it is.',
    es: '{clinic} le ha añadido como paciente. Ya tiene una cuenta en el portal con otra clínica, así que su contraseña no cambia.',
  },
  'mail.second.open': {
    en: 'To see what this clinic sends you, open this link (it works once and expires in {days, plural, one {# day} other {# days}}):',
    es: 'Para ver lo que le envíe esta clínica, abra este enlace (funciona una vez y caduca en {days, plural, one {# día} other {# días}}):',
  },
  'mail.second.each': {
    en: 'Each questionnaire this clinic sends you will come with a link of its own.',
    es: 'Cada cuestionario que le envíe esta clínica le llegará con su propio enlace.',
  },
  'mail.second.ignore': {
    en: 'If you did not expect this email, you can ignore it.',
    es: 'Si no esperaba este mensaje, puede ignorarlo.',
  },
  'mail.erasure.subject': {
    en: 'Your diabetes care portal account has been deleted',
    es: 'Se ha eliminado su cuenta del portal de atención de la diabetes',
  },
  'mail.erasure.done': {
    en: '{clinic} has approved your request: your account, your contact details, your notes and everything you wrote in your own words have been deleted, and you can no longer sign in.',
    es: '{clinic} ha aprobado su solicitud: se han eliminado su cuenta, sus datos de contacto, sus notas y todo lo que escribió con sus propias palabras, y ya no podrá iniciar sesión.',
  },
  'mail.erasure.kept': {
    en: 'The law obliges the clinic to keep your clinical record (questionnaire scores, care plans and glucose summaries) for {years} years. It is kept without your name or contact details and deleted when that period ends.',
    es: 'La ley obliga a la clínica a conservar su historia clínica (puntuaciones de cuestionarios, planes de cuidados y resúmenes de glucosa) durante {years} años. Se conserva sin su nombre ni sus datos de contacto y se elimina cuando termina ese plazo.',
  },
  'mail.erasure.last': {
    en: 'This is the last email you will receive from the portal.',
    es: 'Este es el último correo que recibirá del portal.',
  },
  'mail.reminder.subjectStart': {
    en: 'Reminder: you have a questionnaire to answer',
    es: 'Recordatorio: tiene un cuestionario pendiente',
  },
  'mail.reminder.subjectContinue': {
    en: 'Reminder: continue your questionnaire where you left off',
    es: 'Recordatorio: continúe su cuestionario donde lo dejó',
  },
  'mail.reminder.start': {
    en: 'Your care team at {clinic} sent you the questionnaire "{survey}" and you have not started it yet.',
    es: 'Su equipo de {clinic} le envió el cuestionario «{survey}» y aún no lo ha empezado.',
  },
  'mail.reminder.continue': {
    en: 'You started the questionnaire "{survey}" your care team at {clinic} sent you. Your answers are saved: you can continue where you left off.',
    es: 'Empezó el cuestionario «{survey}» que le envió su equipo de {clinic}. Sus respuestas están guardadas: puede continuar donde lo dejó.',
  },
  'mail.reminder.signIn': {
    en: 'Open it here (you will be asked to sign in):',
    es: 'Ábralo aquí (tendrá que iniciar sesión):',
  },
  'mail.reminder.link': {
    en: 'Open it here (the link works once):',
    es: 'Ábralo aquí (el enlace solo funciona una vez):',
  },
  'mail.reminder.stop': {
    en: 'To stop these reminders, open this link (no sign-in needed):',
    es: 'Si no quiere recibir más recordatorios, abra este enlace (no hace falta iniciar sesión):',
  },
  'mail.reminder.testSubject': { en: 'Test: {subject}', es: 'Prueba: {subject}' },
  'mail.reminder.testNote': {
    en: 'TEST: you asked for this example on the reminders page of {clinic}. Below is the reminder a patient receives; the questionnaire named and the links are examples and change nothing.',
    es: 'PRUEBA: ha pedido este ejemplo en la página de recordatorios de {clinic}. Debajo está el recordatorio que recibe un paciente; el cuestionario que se nombra y los enlaces son de ejemplo y no cambian nada.',
  },
  'mail.glucoseGap.subject': {
    en: 'Your glucose readings have stopped reaching your care team',
    es: 'Sus lecturas de glucosa han dejado de llegar a su equipo sanitario',
  },
  'mail.glucoseGap.silent': {
    en: 'Your care team at {clinic} has received no glucose readings from your Dexcom since {since}.',
    es: 'Su equipo de {clinic} no ha recibido lecturas de glucosa de su Dexcom desde el {since}.',
  },
  'mail.glucoseGap.broken': {
    en: 'The connection between your Dexcom account and your care team at {clinic} has stopped working, so your glucose readings no longer reach them.',
    es: 'La conexión entre su cuenta de Dexcom y su equipo de {clinic} ha dejado de funcionar, así que sus lecturas de glucosa ya no les llegan.',
  },
  'mail.glucoseGap.ask': {
    en: 'Please open your Dexcom app on your phone and check that your sensor is sending. If it is, connect your Dexcom account again here (you will be asked to sign in):',
    es: 'Abra la aplicación de Dexcom en su teléfono y compruebe que el sensor está enviando datos. Si es así, vuelva a conectar su cuenta de Dexcom aquí (tendrá que iniciar sesión):',
  },
  'mail.glucoseGap.once': {
    en: 'We send this email once; it will not be repeated until your readings arrive again.',
    es: 'Le enviamos este correo una sola vez; no se repetirá hasta que sus lecturas vuelvan a llegar.',
  },
  'mail.digest.subject': {
    en: 'Questionnaires awaiting your review',
    es: 'Cuestionarios pendientes de revisión',
  },
  'mail.digest.subjectUrgent': {
    en: 'Urgent: questionnaires awaiting your review',
    es: 'Urgente: cuestionarios pendientes de revisión',
  },
  // Counts only, as the rest of the digest: who it is waits behind the sign-in (doctor-templates.ts).
  'mail.digest.urgentOne': {
    en: 'URGENT: 1 of your patients gave an urgent answer (PHQ-9 item 9) that no clinician has resolved yet. Please assess it today: the patient is first in your list.',
    es: 'URGENTE: 1 de sus pacientes dio una respuesta urgente (ítem 9 del PHQ-9) que ningún profesional ha resuelto todavía. Valórela hoy: el paciente aparece el primero de su lista.',
  },
  'mail.digest.urgentMany': {
    en: 'URGENT: {count} of your patients gave urgent answers (PHQ-9 item 9) that no clinician has resolved yet. Please assess them today: they are first in your list.',
    es: 'URGENTE: {count} de sus pacientes dieron respuestas urgentes (ítem 9 del PHQ-9) que ningún profesional ha resuelto todavía. Valórelas hoy: esos pacientes aparecen los primeros de su lista.',
  },
  'mail.digest.one': {
    en: '1 questionnaire from your patients awaits your review',
    es: 'Hay 1 cuestionario de sus pacientes pendiente de su revisión',
  },
  'mail.digest.many': {
    en: '{count} questionnaires from your patients await your review',
    es: 'Hay {count} cuestionarios de sus pacientes pendientes de su revisión',
  },
  // Spanish agrees the verb with one questionnaire; English says it the same way for any count.
  'mail.digest.freshOne': { en: '{count} new since your last summary', es: '{count} ha llegado' },
  'mail.digest.freshMany': { en: '{count} new since your last summary', es: '{count} han llegado' },
  'mail.digest.count': { en: '{total} ({fresh}).', es: '{total} ({fresh} desde el último resumen).' },
  'mail.digest.see': {
    en: 'You can see them in your patient list after signing in:',
    es: 'Puede verlos en su lista de pacientes después de iniciar sesión:',
  },
  'mail.digest.stop': {
    en: 'To stop this daily summary, untick “Email me a daily summary” under your patient list.',
    es: 'Para dejar de recibir este resumen diario, desmarque «Enviarme un resumen diario por correo electrónico» bajo su lista de pacientes.',
  },
  'mail.oneTime.subject': {
    en: 'One-time access to a questionnaire',
    es: 'Acceso de un solo uso a un cuestionario',
  },
  'mail.oneTime.created': {
    en: 'A one-time access has been created at {clinic} for the questionnaire "{survey}".',
    es: 'Se ha creado un acceso de un solo uso en {clinic} para el cuestionario «{survey}».',
  },
  'mail.oneTime.login': { en: 'Login: {login}', es: 'Usuario: {login}' },
  'mail.oneTime.password': { en: 'Password: {password}', es: 'Contraseña: {password}' },
  'mail.oneTime.give': {
    en: 'Give these details to the patient. They sign in at {url} and can answer only this questionnaire.',
    es: 'Entregue estos datos al paciente. Inicia sesión en {url} y solo podrá responder este cuestionario.',
  },
} as const satisfies Record<string, Entry>;

/** An e-mail's lines in the recipient's language, by id (typed parts, like the API's problems). */
export const mailTexts = (locale: Locale) => sayIn(MAIL_MESSAGES, locale);
