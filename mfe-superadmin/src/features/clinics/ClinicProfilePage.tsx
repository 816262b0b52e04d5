import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ClinicGlucoseUnitForm, CreateUserDialog, useClinic } from '@dcp/people';
import { Button, Card, Details, PageHeader, Spinner } from '@dcp/shared/ui';
import { SupportContactForm } from './SupportContactForm';

/**
 * superadmin/clinic-profile/:id: id, name, locale (read-only text), its glucose unit, where its patients get help, and
 * add-admin with the clinic preselected.
 */
export function ClinicProfilePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id } = useParams();
  const clinic = useClinic(id);
  const [adding, setAdding] = useState(false);
  const back = (
    <p>
      <Link to="/superadmin/clinics-list">
        <FormattedMessage id="shared.people.backToList" />
      </Link>
    </p>
  );
  if (!id || clinic === 'failed') return <Card>{back}</Card>;
  if (clinic === null) return <Spinner label={t('shared.ui.loading')} />;
  return (
    <Card as="section">
      <PageHeader title={<FormattedMessage id="superadmin.clinics.profile" />} />
      <Details
        items={(['id', 'name', 'locale'] as const).map((key) => ({
          label: t(`superadmin.clinics.${key}`),
          value: clinic[key],
        }))}
        empty={t('shared.people.notGiven')}
      />
      <ClinicGlucoseUnitForm key={`unit-${clinic.id}`} clinic={clinic} />
      <SupportContactForm key={clinic.id} clinic={clinic} />
      <Button onClick={() => setAdding(true)}>{t('shared.people.admin.add')}</Button>
      {back}
      <CreateUserDialog
        kind="admin"
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => undefined}
        pickClinic
        presetClinicId={clinic.id}
      />
    </Card>
  );
}
