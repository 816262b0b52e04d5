import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '@dcp/shared/http';
import { useSession } from '@dcp/shared/session';
import { Button, Select } from '@dcp/shared/ui';
import { useAssignSurvey } from './api/assignSurvey';
import { useSurveys } from './api/getSurveys';

/** Assigns an available survey to the patient shown; the list reloads so it appears at once. */
export function AssignSurvey({
  patientEmail,
  onAssigned,
}: {
  patientEmail: string;
  onAssigned: () => Promise<void>;
}) {
  const intl = useIntl();
  const doctorEmail = useSession().account?.email ?? '';
  const { data } = useSurveys();
  const [surveyId, setSurveyId] = useState('');
  const { save, busy } = useAssignSurvey();

  const assign = async () => {
    try {
      await save({ doctorEmail, userEmail: patientEmail, surveyId });
      notify({
        type: 'success',
        title: intl.formatMessage({ id: 'doctor.results.savedTitle' }),
        message: intl.formatMessage({ id: 'doctor.results.assigned' }, { email: patientEmail }),
      });
      setSurveyId('');
      await onAssigned();
    } catch {
      // Reported by the http client.
    }
  };

  return (
    <div>
      <Select
        label={intl.formatMessage({ id: 'doctor.results.assignLabel' })}
        placeholder={intl.formatMessage({ id: 'doctor.results.chooseSurvey' })}
        value={surveyId}
        options={(data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.revision})` }))}
        onChange={(e) => setSurveyId(e.target.value)}
      />
      <Button disabled={!surveyId || busy} onClick={() => void assign()}>
        <FormattedMessage id="doctor.results.assign" />
      </Button>
    </div>
  );
}
