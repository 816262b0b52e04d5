import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '@dcp/shared/http';
import type { SurveySummary } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Button, Select } from '@dcp/shared/ui';
import { useAssignSurvey } from './api/assignSurvey';
import { useSurveys } from './api/getSurveys';

/** Survey names as the doctor knows them; the revision only tells apart two of the same name. */
export function pickerOptions(surveys: readonly SurveySummary[]) {
  const count = new Map<string, number>();
  for (const s of surveys) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  return surveys.map((s) => ({
    value: s.id,
    label: (count.get(s.name) ?? 0) > 1 ? `${s.name} (${s.revision})` : s.name,
  }));
}

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
        options={pickerOptions(data ?? [])}
        onChange={(e) => setSurveyId(e.target.value)}
      />
      <Button disabled={!surveyId || busy} onClick={() => void assign()}>
        <FormattedMessage id="doctor.results.assign" />
      </Button>
    </div>
  );
}
