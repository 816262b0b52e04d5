import { useIntl } from 'react-intl';
import { Select } from '@dcp/shared/ui';
import { useSurveys } from './api/getSurveys';
import { pickerOptions } from './pickerOptions';

/** Only available surveys, by name then revision descending (req G§3), named without the revision unless two share a name. */
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
      options={pickerOptions(data ?? [])}
      error={props.error}
      onBlur={props.onBlur}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
