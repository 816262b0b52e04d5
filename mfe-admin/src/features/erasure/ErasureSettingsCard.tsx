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
  const loaded = useErasureSettings(useClinicId());
  const setting = useClinicSetting('admin.erasureSettings.', loaded, useSaveErasureSettings(), draftOf);
  const { t } = setting;
  const draft = setting.draft ?? { years: '', twoPerson: false };
  const change = (d: Partial<Draft>) => setting.change({ ...draft, ...d });

  const submit = () =>
    setting.commitParsed(
      ErasureSettings.safeParse({ retentionYears: Number(draft.years), twoPerson: draft.twoPerson }),
      draft.years.trim() === '',
    );

  return (
    <SettingCard setting={setting} headingId="erasure-settings-heading" onSubmit={submit}>
      {() => (
        <>
          <TextField
            label={t('years')}
            hint={loaded.data?.isDefault ? t('default') : undefined}
            inputMode="numeric"
            value={draft.years}
            error={setting.invalid ? t('range', { max: RETENTION_YEARS_MAX }) : undefined}
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
