import { useIntl } from 'react-intl';
import { ClinicGlucoseUnitForm, useClinic } from '@dcp/people';
import { useSession } from '@dcp/shared/session';
import { Card, Details, PageHeader, Spinner } from '@dcp/shared/ui';
import { ErasureSettingsCard } from '../erasure';
import { GlucoseRecencySettingsCard, ReminderSettingsCard, SecondFactorSettingsCard } from '../settings';

/**
 * admin/clinic: the admin's own clinic, the glucose unit its people read by default, its reminders,
 * how long an erased patient's record is kept (issue 37 point 4), and whether its doctors must have an
 * authenticator app (point 5); how long a CGM may send nothing before the list says so (issue 42 point 3).
 */
export function ClinicPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { account } = useSession();
  const clinic = useClinic(account?.clinic?.id);
  if (clinic === 'failed')
    return (
      <Card>
        <p role="alert">{t('admin.clinic.loadError')}</p>
      </Card>
    );
  if (clinic === null) return <Spinner label={t('shared.ui.loading')} />;
  return (
    <>
      <Card as="section">
        <PageHeader title={t('admin.clinic.title')} />
        <Details
          items={[
            { label: t('admin.clinic.name'), value: clinic.name },
            { label: t('admin.clinic.locale'), value: t(`admin.clinic.locale.${clinic.locale}`) },
          ]}
          empty={t('shared.people.notGiven')}
        />
        <ClinicGlucoseUnitForm key={clinic.id} clinic={clinic} />
      </Card>
      <ReminderSettingsCard />
      <ErasureSettingsCard />
      <SecondFactorSettingsCard />
      <GlucoseRecencySettingsCard />
    </>
  );
}
