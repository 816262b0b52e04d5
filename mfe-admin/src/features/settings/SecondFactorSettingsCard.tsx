import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.secondFactor.${id}` });
  const loaded = useSecondFactorRule(useClinicId());
  const setting = useClinicSetting(loaded, useSaveSecondFactorRule(), (r) => r.doctorsRequired);
  const required = setting.draft ?? false;

  return (
    <SettingCard
      loaded={loaded}
      headingId="second-factor-heading"
      title={t('title')}
      failed={t('failed')}
      saveLabel={t('save')}
      busy={setting.busy}
      onSubmit={() =>
        void setting.commit({ doctorsRequired: required }, { title: t('savedTitle'), message: t('saved') })
      }
    >
      {() => (
        <>
          <p>{t('hint')}</p>
          <Checkbox
            label={t('doctorsRequired')}
            checked={required}
            onChange={(e) => setting.change(e.target.checked)}
          />
        </>
      )}
    </SettingCard>
  );
}
