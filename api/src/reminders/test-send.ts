import { STOP_REMINDERS_PATH, type Locale, type TestReminderSent } from '../contracts';
import type { Db } from '../db';
import type { Outbox } from '../mail/outbox';
import { questionnaireReminder } from '../mail/reminder-templates';
import { REGULAR_SURVEY_IDS, findSurvey } from '../leaves/survey-catalogue';
import { pick } from '../leaves/survey-catalogue/types';

// "Send me a test reminder" (issue 36 point 15): the clinic admin sees what their patients receive.
// The real template, marked as a test in its subject and first line, in the admin's language, to the
// admin's own address only, through the outbox as every reminder (so a relay that is down shows here
// too). Its links are examples: a sign-in page and a stop link that names nobody.

export interface TestReminderDeps {
  db: Db;
  outbox: Outbox;
  portalOrigin: string;
}

/** The first questionnaire doctors can assign: the example the test e-mail names. */
const exampleSurvey = () => REGULAR_SURVEY_IDS.map((id) => findSurvey(id)!).find((s) => s.isAvailable)!;

export async function sendTestReminder(
  deps: TestReminderDeps,
  to: { email: string; firstName: string; locale: Locale },
  clinicName: string,
): Promise<TestReminderSent> {
  const message = questionnaireReminder(to.locale, {
    firstName: to.firstName,
    surveyName: pick(exampleSurvey().name, to.locale),
    clinicName,
    kind: 'start',
    link: `${deps.portalOrigin}/login`,
    signIn: true,
    optOutLink: `${deps.portalOrigin}${STOP_REMINDERS_PATH}/example`,
    test: true,
  });
  const id = await deps.outbox.add(deps.db, 'reminder-test', to.email, message);
  return { to: to.email, delivery: (await deps.outbox.dispatch(id)) ? 'sent' : 'waiting' };
}
