import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { Patient } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Card, PageTitle, Spinner, TextField } from '@dcp/shared/ui';
import { AssignedDoctors } from './AssignedDoctors';
import { usePerson } from './api/getPerson';
import type { PersonKind } from './kinds';
import { birthDateProblem, emailProblem, firstNameProblem, lastNameProblem } from './validation';

interface Props {
  kind: PersonKind;
  /** Where the list is, for the way back and when no e-mail is in the URL. */
  listPath: string;
  /**
   * The superadmin's own list, for the admin-area profiles the superadmin may open: the admin list
   * itself is admin-only, so linking back there would bounce the superadmin to their home page.
   */
  superadminListPath?: string;
}

/** A read-only profile form, by e-mail (doc 1 §2 "Profile screens"), showing the doc's rule breaks. */
export function PersonProfilePage({ kind, listPath, superadminListPath }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { id } = useParams();
  const { account } = useSession();
  const backTo = account?.accountType === 'superadmin' && superadminListPath ? superadminListPath : listPath;
  const record = usePerson(kind, id);

  const back = (
    <p>
      <Link to={backTo}>
        <FormattedMessage id="shared.people.backToList" />
      </Link>
    </p>
  );
  if (!id) return <Card>{back}</Card>;
  if (record === null) return <Spinner label={t('shared.ui.loading')} />;
  if (record === 'failed') return <Card>{back}</Card>;

  const field = (name: string, value: string, problem: string | null = null) => (
    <TextField
      key={name}
      label={t(`shared.people.field.${name}`)}
      value={value}
      readOnly
      error={problem ? t(problem) : undefined}
    />
  );
  const patient = kind === 'patient' ? (record as Patient) : null;
  return (
    <Card as="section">
      <PageTitle>
        <FormattedMessage id={`shared.people.${kind}.profile`} />
      </PageTitle>
      <form aria-readonly="true" onSubmit={(e) => e.preventDefault()}>
        {field('email', record.email, emailProblem(record.email))}
        {field('firstName', record.firstName, firstNameProblem(record.firstName))}
        {field('lastName', record.lastName, lastNameProblem(record.lastName))}
        {field('clinic', record.clinic.name)}
        {'status' in record ? field('status', t(`shared.people.status.${record.status}`)) : null}
        {patient ? (
          <>
            {field('birthDate', patient.birthDate ?? '', birthDateProblem(patient.birthDate))}
            {field('age', patient.age === null ? '' : String(patient.age))}
            {field('gender', patient.gender ?? '')}
            {field('diabetes', patient.diabetes ? t(`shared.people.diabetes.${patient.diabetes}`) : '')}
            {field(
              'chronicConditions',
              patient.chronicConditions === null ? '' : t(`shared.people.yesNo.${patient.chronicConditions}`),
            )}
          </>
        ) : null}
      </form>
      {patient && (account?.accountType === 'admin' || account?.accountType === 'superadmin') ? (
        <AssignedDoctors email={patient.email} clinicId={patient.clinic.id} />
      ) : null}
      {back}
    </Card>
  );
}
