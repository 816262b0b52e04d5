import {
  ClinicGlucoseRecency,
  NO_DATA_HOURS_DEFAULT,
  NO_DATA_HOURS_MAX,
  NO_DATA_HOURS_MIN,
} from '@dcp/shared/contracts';
import { TextField } from '@dcp/shared/ui';
import { useGlucoseRecency } from './api/getGlucoseRecency';
import { useSaveGlucoseRecency } from './api/saveGlucoseRecency';
import { SettingCard, useClinicId, useClinicSetting } from './SettingCard';

/**
 * On admin/clinic (issue 42 point 3): how many hours a patient's connected CGM may send nothing
 * before the patient list says "No glucose data" and the patient is e-mailed once to reconnect.
 */
export function GlucoseRecencySettingsCard() {
  const loaded = useGlucoseRecency(useClinicId());
  const setting = useClinicSetting('admin.glucoseRecency.', loaded, useSaveGlucoseRecency(), (s) =>
    String(s.noDataHours),
  );
  const { t } = setting;
  const hours = setting.draft ?? '';

  const submit = () =>
    setting.commitParsed(ClinicGlucoseRecency.safeParse({ noDataHours: Number(hours) }), hours.trim() === '');

  return (
    <SettingCard setting={setting} headingId="glucose-recency-heading" onSubmit={submit}>
      {() => (
        <TextField
          label={t('hours')}
          hint={t('default', { hours: NO_DATA_HOURS_DEFAULT })}
          inputMode="numeric"
          value={hours}
          error={setting.invalid ? t('range', { min: NO_DATA_HOURS_MIN, max: NO_DATA_HOURS_MAX }) : undefined}
          onChange={(e) => setting.change(e.target.value)}
        />
      )}
    </SettingCard>
  );
}
