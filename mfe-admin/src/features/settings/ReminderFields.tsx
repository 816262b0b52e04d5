import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { REMINDER_DAYS_MAX } from '@dcp/shared/contracts';
import { TextField } from '@dcp/shared/ui';

/** What the admin typed for one questionnaire (text: an empty box means 0, off). */
export interface DaysDraft {
  surveyId: string;
  name: string;
  isDefault: boolean;
  firstDays: string;
  secondDays: string;
}
export type DaysErrors = Partial<Record<'firstDays' | 'secondDays', string>>;

const Set = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 ${({ theme }) => theme.space[3]};
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One questionnaire's two delays, labelled by the questionnaire's name (its legend). */
export function ReminderFields(props: {
  draft: DaysDraft;
  errors: DaysErrors;
  onChange: (field: 'firstDays' | 'secondDays', value: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.settings.${id}` });
  const { draft, errors } = props;
  const field = (key: 'firstDays' | 'secondDays') => (
    <TextField
      label={t(key)}
      type="number"
      inputMode="numeric"
      min={0}
      max={REMINDER_DAYS_MAX}
      step={1}
      value={draft[key]}
      error={errors[key]}
      onChange={(e) => props.onChange(key, e.target.value)}
    />
  );
  return (
    <Set>
      <legend>{draft.name}</legend>
      <Pair>
        {field('firstDays')}
        {field('secondDays')}
      </Pair>
      {draft.isDefault ? <Note>{t('usingDefaults')}</Note> : null}
    </Set>
  );
}
