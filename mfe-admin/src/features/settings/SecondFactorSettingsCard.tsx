import { Checkbox } from '@dcp/shared/ui';
import { useSecondFactorRule } from './api/getSecondFactorRule';
import { useSaveSecondFactorRule } from './api/saveSecondFactorRule';
import { SettingCard, useClinicId, useClinicSetting } from './SettingCard';

/**
 * On admin/clinic (issue 37 point 5): whether the clinic's doctors must sign in with an
 * authenticator-app code, as administrators do. A doctor without an app is taken through setting one
 * up at their next sign-in.
 */
export function SecondFactorSettingsCard() {
  const loaded = useSecondFactorRule(useClinicId());
  const setting = useClinicSetting(
    'admin.secondFactor.',
    loaded,
    useSaveSecondFactorRule(),
    (r) => r.doctorsRequired,
  );
  const required = setting.draft ?? false;

  return (
    <SettingCard
      setting={setting}
      headingId="second-factor-heading"
      onSubmit={() => void setting.commit({ doctorsRequired: required })}
    >
      {() => (
        <Checkbox
          label={setting.t('doctorsRequired')}
          checked={required}
          onChange={(e) => setting.change(e.target.checked)}
        />
      )}
    </SettingCard>
  );
}
