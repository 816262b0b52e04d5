import { sql, type SQL } from 'drizzle-orm';
import { REMINDER_DEFAULT_DAYS } from '../contracts';
import { REGULAR_SURVEY_IDS } from '../leaves/survey-catalogue';

// Which reminder each open questionnaire is owed, and when (issue 25 point 1). One definition for the
// job that sends them and for the clinic admin's "next reminders" (issue 36 point 15), so the list
// shows exactly what the job will send: nothing for a clinic with its reminders off, a patient who
// stopped them, a deactivated account, a patient who left the clinic (issue 37 point 2) or an address
// that is no mailbox.

export const OPEN = sql`('CREATED', 'IN_PROGRESS')`;
const regularIds = sql.join(
  REGULAR_SURVEY_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/**
 * A SELECT of one row per open questionnaire that is owed a reminder: `instance_id`, `created_at`,
 * `survey_id`, `number`, `due_at`, `patient_id`, `clinic_id`. Owed: a reminder the clinic has on
 * (delay > 0; none saved: the defaults) of which neither it nor a later one went. Of those, the latest
 * already due at `now` (a run that finds both due sends only the second), else the next to come.
 * `where` narrows it (a clinic), on `i` (survey_instances) and `a` (the patient's account).
 */
export function owedReminders(now: Date, where: SQL = sql`TRUE`): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    SELECT DISTINCT ON (i.id) i.id AS instance_id, i.created_at, i.survey_id, x.number, x.due_at,
      a.id AS patient_id, a.clinic_id
    FROM survey_instances i
    JOIN accounts a ON a.id = i.respondent_account_id
    LEFT JOIN reminder_settings s ON s.clinic_id = a.clinic_id AND s.survey_id = i.survey_id
    CROSS JOIN LATERAL (
      SELECT v.number, i.created_at + make_interval(days => v.days) AS due_at
      FROM (VALUES (1, COALESCE(s.first_days, ${REMINDER_DEFAULT_DAYS.firstDays})),
                   (2, COALESCE(s.second_days, ${REMINDER_DEFAULT_DAYS.secondDays}))) AS v(number, days)
      WHERE v.days > 0
    ) x
    WHERE i.status IN ${OPEN} AND i.survey_id IN (${regularIds}) AND (${where})
      AND a.role = 'patient' AND a.status <> 'INACTIVE' AND a.email NOT LIKE '%.invalid' AND a.left_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.account_id = a.id)
      AND NOT EXISTS (SELECT 1 FROM survey_reminders r WHERE r.instance_id = i.id AND r.number >= x.number)
    ORDER BY i.id, x.due_at <= ${at} DESC,
      CASE WHEN x.due_at <= ${at} THEN -x.number ELSE x.number END`;
}
