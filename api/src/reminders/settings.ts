import { eq, sql } from 'drizzle-orm';
import {
  REMINDER_DEFAULT_DAYS,
  type Locale,
  type ReminderSettings,
  type SaveReminderSettings,
} from '../contracts';
import type { Db } from '../db';
import { reminderSettings } from '../db/schema-reminders';
import { HttpError } from '../http-errors';
import { REGULAR_SURVEY_IDS, findSurvey } from '../leaves/survey-catalogue';
import { pick } from '../leaves/survey-catalogue/types';

// A clinic's reminder delays per questionnaire (issue 25 point 1). Only the questionnaires doctors
// assign have reminders; one the clinic never set follows REMINDER_DEFAULT_DAYS, so a new
// questionnaire or a new clinic is reminded without anyone visiting the settings.

/** Every questionnaire offered for assignment with the clinic's delays (or the defaults), names in `locale`. */
export async function clinicReminders(db: Db, clinicId: string, locale: Locale): Promise<ReminderSettings> {
  const own = await db.select().from(reminderSettings).where(eq(reminderSettings.clinicId, clinicId));
  return {
    // The questionnaires doctors can assign now; a retired revision's open ones follow the defaults.
    surveys: REGULAR_SURVEY_IDS.filter((id) => findSurvey(id)!.isAvailable).map((surveyId) => {
      const set = own.find((r) => r.surveyId === surveyId);
      const days = set ?? REMINDER_DEFAULT_DAYS;
      return {
        surveyId,
        name: pick(findSurvey(surveyId)!.name, locale),
        firstDays: days.firstDays,
        secondDays: days.secondDays,
        isDefault: !set,
      };
    }),
  };
}

/** Saves the given questionnaires' delays (the others keep theirs); an unknown questionnaire: 422. */
export async function saveClinicReminders(db: Db, clinicId: string, body: SaveReminderSettings) {
  if (body.surveys.some((s) => !REGULAR_SURVEY_IDS.includes(s.surveyId)))
    throw new HttpError(422, 'reminders.unknownSurvey');
  // The same questionnaire twice in one body: the last one counts (one row each for the upsert).
  const last = new Map(body.surveys.map((s) => [s.surveyId, s]));
  const rows = [...last.values()].map((s) => ({ clinicId, ...s, updatedAt: new Date() }));
  await db
    .insert(reminderSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [reminderSettings.clinicId, reminderSettings.surveyId],
      set: {
        firstDays: sql`excluded.first_days`,
        secondDays: sql`excluded.second_days`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
