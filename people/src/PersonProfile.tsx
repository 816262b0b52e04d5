import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Admin, Doctor, Patient } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Card, Details, PageHeader, Spinner } from '@dcp/shared/ui';
import { AssignedDoctors } from './AssignedDoctors';
import { usePerson } from './api/getPerson';
import type { PersonKind } from './kinds';
import { ResetSecondFactor } from './second-factor/ResetSecondFactor';
import { StaffStatus } from './staff/StaffStatus';
import { PatientLeftStatus } from './patient-left/PatientLeft';

interface Props {
  kind: PersonKind;
  /** The account's opaque id, from the page's route (none: only the way back is shown). */
  id: string | undefined;
  /** The page's title ("Doctor profile"…). */
  title: ReactNode;
  /** The page's way back to its list. */
  back: ReactNode;
}

/** A read-only profile by account id (req A§2 "Profile screens"), shown as text, under the page's title. */
export function PersonProfile({ kind, id, title, back }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { account } = useSession();
  const record = usePerson(kind, id);

  if (!id) return <Card>{back}</Card>;
  if (record === null) return <Spinner label={t('shared.ui.loading')} />;
  if (record === 'failed') return <Card>{back}</Card>;

  const patient = kind === 'patient' ? (record as Patient) : null;
  // A stored code (FEMALE…) shows as its label; an unknown one as it is rather than a missing-text id.
  // (Not a defaultMessage: catalogues reach the browser compiled, with no parser for a raw string.)
  const genderLabel = (gender: string | null) => {
    const id = `shared.people.gender.${gender}`;
    return gender === null ? null : id in intl.messages ? intl.formatMessage({ id }) : gender;
  };
  const item = (name: string, value: string | null) => ({ label: t(`shared.people.field.${name}`), value });
  // Read-only facts as text: the viewer cannot change them, so nothing here looks like a form or
  // reports a problem (a missing date of birth is simply "Not given").
  const items = [
    item('email', record.email),
    item('firstName', record.firstName),
    item('lastName', record.lastName),
    item('clinic', record.clinic.name),
    ...('status' in record ? [item('status', t(`shared.people.status.${record.status}`))] : []),
    ...(patient
      ? [
          item('birthDate', patient.birthDate),
          item('age', patient.age === null ? null : String(patient.age)),
          item('gender', genderLabel(patient.gender)),
          item('diabetes', patient.diabetes ? t(`shared.people.diabetes.${patient.diabetes}`) : null),
          item(
            'chronicConditions',
            patient.chronicConditions === null ? null : t(`shared.people.yesNo.${patient.chronicConditions}`),
          ),
        ]
      : []),
  ];
  return (
    <Card as="section">
      <PageHeader title={title} />
      <Details items={items} empty={t('shared.people.notGiven')} />
      {patient && (account?.accountType === 'admin' || account?.accountType === 'superadmin') ? (
        <AssignedDoctors patientId={patient.id} clinicId={patient.clinic.id} />
      ) : null}
      {patient && account?.accountType !== 'patient' ? <PatientLeftStatus patient={patient} /> : null}
      {kind !== 'patient' && mayManage(kind, account?.accountType) ? (
        <StaffStatus kind={kind} person={record as Doctor | Admin} />
      ) : null}
      {mayReset(kind, account?.accountType) ? <ResetSecondFactor kind={kind} person={record} /> : null}
      {back}
    </Card>
  );
}

/** Who deactivates and reactivates staff: a clinic admin its doctors; the superadmin doctors and admins. */
const mayManage = (kind: 'doctor' | 'admin', viewer: string | undefined) =>
  viewer === 'superadmin' || (viewer === 'admin' && kind === 'doctor');

/** Who resets a lost authenticator app: a clinic admin its doctors and patients; the superadmin anyone. */
const mayReset = (kind: PersonKind, viewer: string | undefined) =>
  viewer === 'superadmin' || (viewer === 'admin' && kind !== 'admin');
