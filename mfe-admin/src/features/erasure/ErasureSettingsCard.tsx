import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErasureSettings, RETENTION_YEARS_MAX, type ErasureSettingsView } from '@dcp/shared/contracts';
import { Checkbox, TextField } from '@dcp/shared/ui';
import { SettingCard, useClinicId, useClinicSetting } from '../settings';
import { useErasureSettings } from './api/getErasureSettings';
import { useSaveErasureSettings } from './api/saveErasureSettings';

type Draft = { years: string; twoPerson: boolean };
const draftOf = (s: ErasureSettingsView): Draft => ({
  years: String(s.retentionYears),
  twoPerson: s.twoPerson,
});

/**
 * On admin/clinic: how long an erased patient's pseudonymised clinical record is kept (the law of the
 * clinic's country sets the minimum; docs/erasure.md), and whether an erasure needs two approvers.
 */
export function ErasureSettingsCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.erasureSettings.${id}` }, values);
  const loaded = useErasureSettings(useClinicId());
  const setting = useClinicSetting(loaded, useSaveErasureSettings(), draftOf);
  const [invalid, setInvalid] = useState(false);
  const draft = setting.draft ?? { years: '', twoPerson: false };
  const change = (d: Partial<Draft>) => (setting.change({ ...draft, ...d }), setInvalid(false));

  const submit = () => {
    const body = ErasureSettings.safeParse({
      retentionYears: Number(draft.years),
      twoPerson: draft.twoPerson,
    });
    if (!body.success || draft.years.trim() === '') return setInvalid(true);
    void setting.commit(body.data, { title: t('savedTitle'), message: t('saved') });
  };

  return (
    <SettingCard
      loaded={loaded}
      headingId="erasure-settings-heading"
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
            label={t('years')}
            hint={loaded.data?.isDefault ? t('default') : undefined}
            inputMode="numeric"
            value={draft.years}
            error={invalid ? t('range', { max: RETENTION_YEARS_MAX }) : undefined}
            onChange={(e) => change({ years: e.target.value })}
          />
          <Checkbox
            label={t('twoPerson')}
            checked={draft.twoPerson}
            onChange={(e) => change({ twoPerson: e.target.checked })}
          />
        </>
      )}
    </SettingCard>
  );
}
