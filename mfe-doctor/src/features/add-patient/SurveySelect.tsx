import { useIntl } from 'react-intl';
import { Select } from '@dcp/shared/ui';
import { useSurveys } from './api/getSurveys';
import { surveyLabel } from './fullName';

/** Only available surveys, by name then revision descending (doc 2 §3), named without the revision. */
export function SurveySelect(props: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  onBlur?: () => void;
}) {
  const intl = useIntl();
  const { data } = useSurveys();
  return (
    <Select
      name="surveyId"
      label={intl.formatMessage({ id: 'doctor.assign.surveyLabel' })}
      placeholder={intl.formatMessage({ id: 'doctor.assign.chooseSurvey' })}
      value={props.value}
      options={(data ?? []).map((s) => ({ value: s.id, label: surveyLabel(s.name) }))}
      error={props.error}
      onBlur={props.onBlur}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
