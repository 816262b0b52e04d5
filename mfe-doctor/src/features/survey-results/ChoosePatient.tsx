import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/**
 * The results page without a patient: the patient list opens a patient's results (by account id; an
 * e-mail typed here would have put the address in the page's URL, issue 15 §7).
 */
export function ChoosePatient() {
  return (
    <p>
      <FormattedMessage id="doctor.open.choose" />{' '}
      <Link to="/doctor/users-list">
        <FormattedMessage id="doctor.open.list" />
      </Link>
    </p>
  );
}
