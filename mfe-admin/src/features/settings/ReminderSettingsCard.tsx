import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  REMINDER_DAYS_MAX,
  REMINDER_DEFAULT_DAYS,
  SurveyReminderDays,
  type ReminderSettings,
} from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { useReminderSettings } from './api/getReminderSettings';
import { useSaveReminderSettings } from './api/saveReminderSettings';
import { ReminderFields, type DaysDraft, type DaysErrors } from './ReminderFields';
import { SettingCard, useClinicId, useClinicSetting } from './SettingCard';

const draftOf = (s: ReminderSettings): DaysDraft[] =>
  s.surveys.map((x) => ({ ...x, firstDays: String(x.firstDays), secondDays: String(x.secondDays) }));

/** An empty box is 0 (off); anything else must be a whole number of days the contract accepts. */
const daysOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * On admin/clinic, below the glucose unit: when the clinic's patients are reminded of a questionnaire they have not
 * submitted (issue 25 point 1), per questionnaire, validated with the API's own contract.
 */
export function ReminderSettingsCard() {
  const { locale } = useSession();
  const loaded = useReminderSettings(useClinicId(), locale);
  const setting = useClinicSetting('admin.settings.', loaded, useSaveReminderSettings(), draftOf);
  const { t } = setting;
  const [errors, setErrors] = useState<Record<string, DaysErrors>>({});
  const rows = setting.draft ?? [];

  const change = (surveyId: string, field: 'firstDays' | 'secondDays', value: string) => {
    setting.change(rows.map((r) => (r.surveyId === surveyId ? { ...r, [field]: value } : r)));
    setErrors((e) => ({ ...e, [surveyId]: { ...e[surveyId], [field]: undefined } }));
  };

  const submit = () => {
    const found: Record<string, DaysErrors> = {};
    const body = rows.map((r) => {
      const days = { surveyId: r.surveyId, firstDays: daysOf(r.firstDays), secondDays: daysOf(r.secondDays) };
      const checked = SurveyReminderDays.safeParse(days);
      if (!checked.success)
        for (const issue of checked.error.issues) {
          const field = issue.path[0] === 'firstDays' ? 'firstDays' : 'secondDays';
          found[r.surveyId] = {
            ...found[r.surveyId],
            [field]: issue.code === 'custom' ? t('order') : t('range', { max: REMINDER_DAYS_MAX }),
          };
        }
      return days;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void setting.commit({ surveys: body });
  };

  return (
    <SettingCard
      setting={setting}
      headingId="reminders-heading"
      titleId="reminders"
      hint={
        <p>
          {t('hint', { first: REMINDER_DEFAULT_DAYS.firstDays, second: REMINDER_DEFAULT_DAYS.secondDays })}
        </p>
      }
      onSubmit={submit}
    >
      {() => (
        <>
          <p>
            <Link to="/admin/clinic/reminders">{t('activity')}</Link>
          </p>
          {rows.map((r) => (
            <ReminderFields
              key={r.surveyId}
              draft={r}
              errors={errors[r.surveyId] ?? {}}
              onChange={(field, value) => change(r.surveyId, field, value)}
            />
          ))}
        </>
      )}
    </SettingCard>
  );
}
