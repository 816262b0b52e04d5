import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { CreateUserDialog } from '@dcp/shared/people';
import { Button, Card, PageTitle, Spinner, TextField } from '@dcp/shared/ui';
import { useClinic } from './api/getClinic';
import { SupportContactForm } from './SupportContactForm';

/** superadmin/clinic-profile/:id: id, name, locale (read-only) and add-admin with the clinic preselected. */
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
  const field = (key: 'id' | 'name' | 'locale') => {
    // The profile needs id and name (doc 1 §5).
    const problem =
      key !== 'locale' && !clinic[key].trim() ? t('superadmin.clinics.clinicIsEmpty') : undefined;
    return <TextField label={t(`superadmin.clinics.${key}`)} value={clinic[key]} readOnly error={problem} />;
  };
  return (
    <Card as="section">
      <PageTitle>
        <FormattedMessage id="superadmin.clinics.profile" />
      </PageTitle>
      <form aria-readonly="true" onSubmit={(e) => e.preventDefault()}>
        {field('id')}
        {field('name')}
        {field('locale')}
      </form>
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
