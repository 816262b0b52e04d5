import { FormattedMessage, useIntl } from 'react-intl';
import { Card, Checkbox } from '@dcp/shared/ui';
import { useNotifications } from './api/getNotifications';
import { useSaveNotificationsToggle } from './api/saveNotifications';

/**
 * Under the doctor's list: the daily e-mail that says how many questionnaires await review (sent only
 * on a day something new arrived), on by default, turned off here.
 */
export function ReviewDigestSetting() {
  const intl = useIntl();
  const prefs = useNotifications();
  const { busy, toggle, shown } = useSaveNotificationsToggle(prefs.set);
  if (!prefs.data) return null;
  return (
    <Card aria-labelledby="review-digest-title">
      <h2 id="review-digest-title">
        <FormattedMessage id="doctor.digest.title" />
      </h2>
      <Checkbox
        label={intl.formatMessage({ id: 'doctor.digest.label' })}
        checked={shown(prefs.data.reviewDigest)}
        disabled={busy}
        onChange={(e) => void toggle(e.target.checked)}
      />
      <p>
        <FormattedMessage id="doctor.digest.hint" />
      </p>
    </Card>
  );
}
