import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.glucoseRecency.${id}` }, values);
  const loaded = useGlucoseRecency(useClinicId());
  const setting = useClinicSetting(loaded, useSaveGlucoseRecency(), (s) => String(s.noDataHours));
  const [invalid, setInvalid] = useState(false);
  const hours = setting.draft ?? '';

  const submit = () => {
    const body = ClinicGlucoseRecency.safeParse({ noDataHours: Number(hours) });
    if (!body.success || hours.trim() === '') return setInvalid(true);
    void setting.commit(body.data, { title: t('savedTitle'), message: t('saved') });
  };

  return (
    <SettingCard
      loaded={loaded}
      headingId="glucose-recency-heading"
      title={t('title')}
      failed={t('failed')}
      saveLabel={t('save')}
      busy={setting.busy}
      onSubmit={submit}
    >
      {() => (
        <>
          <p>{t('hint')}</p>
          <TextField
            label={t('hours')}
            hint={t('default', { hours: NO_DATA_HOURS_DEFAULT })}
            inputMode="numeric"
            value={hours}
            error={invalid ? t('range', { min: NO_DATA_HOURS_MIN, max: NO_DATA_HOURS_MAX }) : undefined}
            onChange={(e) => (setting.change(e.target.value), setInvalid(false))}
          />
        </>
      )}
    </SettingCard>
  );
}
