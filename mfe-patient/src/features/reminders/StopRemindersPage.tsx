import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, PageHeader, Spinner } from '@dcp/shared/ui';
import { useSetReminders } from './api/setReminders';

type State = 'working' | 'off' | 'on' | 'invalid';

/**
 * stop-reminders/:token, the link in every questionnaire reminder (issue 25 point 1): one press on
 * the link stops the reminders, no sign-in. The page sends the POST as it opens: a mail scanner that
 * only fetches the link changes nothing, and one that runs pages too is undone by the button here,
 * which turns them back on. The answer says which way they are now.
 */
export function StopRemindersPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const { save, busy } = useSetReminders();
  const [state, setState] = useState<State>('working');

  useEffect(() => {
    let live = true;
    save(token, false)
      .then((r) => live && setState(r.reminders ? 'on' : 'off'))
      .catch(() => live && setState('invalid'));
    return () => {
      live = false;
    };
  }, [token, save]);

  const turn = (on: boolean) =>
    save(token, on)
      .then((r) => setState(r.reminders ? 'on' : 'off'))
      .catch(() => setState('invalid'));

  const title = <PageHeader title={<FormattedMessage id="patient.reminders.title" />} />;
  if (state === 'working')
    return (
      <>
        {title}
        <Card>
          <Spinner label={intl.formatMessage({ id: 'patient.reminders.working' })} />
        </Card>
      </>
    );
  if (state === 'invalid')
    return (
      <>
        {title}
        <Card>
          <p role="alert">
            <FormattedMessage id="patient.reminders.invalid" />
          </p>
          <p>
            <Link to="/login">
              <FormattedMessage id="patient.reminders.signIn" />
            </Link>
          </p>
        </Card>
      </>
    );
  const off = state === 'off';
  return (
    <>
      {title}
      <Card>
        <p role="status">
          <FormattedMessage id={off ? 'patient.reminders.stopped' : 'patient.reminders.restarted'} />
        </p>
        <p>
          <FormattedMessage id={off ? 'patient.reminders.stoppedMore' : 'patient.reminders.restartedMore'} />
        </p>
        <Button variant="secondary" disabled={busy} onClick={() => void turn(off)}>
          <FormattedMessage id={off ? 'patient.reminders.turnOn' : 'patient.reminders.turnOff'} />
        </Button>
      </Card>
    </>
  );
}
