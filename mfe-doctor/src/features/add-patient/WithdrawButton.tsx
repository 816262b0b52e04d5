import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROBLEM_CODE } from '@dcp/shared/contracts';
import { isAxiosError, notify, problemCode } from '@dcp/shared/http';
import { Button } from '@dcp/shared/ui';
import { useWithdrawAssessment } from './api/withdrawAssessment';
import { useProblemText } from './useAssign';

/**
 * Withdraws an assignment the patient has not started (DELETE surveyInstance/{id}); asks first, as
 * it cannot be undone. The API refuses once answering started; that answer is shown translated.
 */
export function WithdrawButton({ instanceId, onWithdrawn }: { instanceId: string; onWithdrawn: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const problem = useProblemText();
  const [asking, setAsking] = useState(false);
  const { save, busy } = useWithdrawAssessment();

  async function withdraw() {
    try {
      await save(instanceId);
      notify({ type: 'success', title: t('doctor.withdraw.doneTitle'), message: t('doctor.withdraw.done') });
      onWithdrawn();
    } catch (err) {
      const started = isAxiosError(err) && problemCode(err.response?.data) === PROBLEM_CODE.assignmentStarted;
      notify({
        type: 'error',
        title: t('doctor.withdraw.errorTitle'),
        message: started ? t('doctor.withdraw.started') : problem(err),
      });
      setAsking(false);
    }
  }

  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <FormattedMessage id="doctor.withdraw.open" />
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={`withdraw-${instanceId}`}>
      <p id={`withdraw-${instanceId}`}>
        <FormattedMessage id="doctor.withdraw.confirm" />
      </p>
      <Button variant="danger" disabled={busy} onClick={() => void withdraw()}>
        <FormattedMessage id="doctor.withdraw.yes" />
      </Button>{' '}
      <Button variant="secondary" onClick={() => setAsking(false)} autoFocus>
        <FormattedMessage id="doctor.withdraw.no" />
      </Button>
    </div>
  );
}
