import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PersonProfile, type PersonKind } from '@dcp/people';

interface Props {
  kind: PersonKind;
  titleId: 'superadmin.admins.profile' | 'superadmin.doctors.profile' | 'superadmin.patients.profile';
  /** Where the list is, for the way back and when no id is in the URL. */
  listPath: string;
}

/** admin-profile/:id, doctor-profile/:id, patient-profile/:id: a read-only profile (req A§2). */
export function ProfilePage({ kind, titleId, listPath }: Props) {
  const back = (
    <p>
      <Link to={listPath}>
        <FormattedMessage id="shared.people.backToList" />
      </Link>
    </p>
  );
  return (
    <PersonProfile kind={kind} id={useParams().id} title={<FormattedMessage id={titleId} />} back={back} />
  );
}
