import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PersonProfile } from '@dcp/people';
import { useSession } from '@dcp/shared/session';

interface Props {
  kind: 'doctor' | 'patient';
  titleId: 'admin.doctors.profile' | 'admin.patients.profile';
  /** Where the list is, for the way back and when no id is in the URL. */
  listPath: string;
  /**
   * The superadmin's own list, for the admin-area profiles the superadmin may open: the admin list
   * itself is admin-only, so linking back there would bounce the superadmin to their home page.
   */
  superadminListPath: string;
}

/** admin/doctor-profile/:id and admin/patient-profile/:id: a read-only profile (req A§2 "Admin routes"). */
export function ProfilePage({ kind, titleId, listPath, superadminListPath }: Props) {
  const { id } = useParams();
  const superadmin = useSession().account?.accountType === 'superadmin';
  const back = (
    <p>
      <Link to={superadmin ? superadminListPath : listPath}>
        <FormattedMessage id="shared.people.backToList" />
      </Link>
    </p>
  );
  return <PersonProfile kind={kind} id={id} title={<FormattedMessage id={titleId} />} back={back} />;
}
