import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AGE_MAX, AGE_MIN, DiabetesType, type DiabetesFilter } from '@dcp/shared/contracts';
import { Checkbox, Select, TextField } from '@dcp/shared/ui';
import type { Filters } from './listState';

const Panel = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: end;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;
const Types = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  align-items: center;
`;
const Toggle = styled.button`
  font: inherit;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TYPE_OPTIONS: (DiabetesFilter | null)[] = [null, ...DiabetesType.options, 'NONE'];

const inRange = (n: number) => Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX;

// The age messages span the panel: a message under one field would push it out of line with the
// others (the grid aligns the fields' bottoms).
const AgeMessages = styled.div`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

/**
 * A number input that commits after typing pauses (one history entry per value, not per key). A value
 * outside 0–150 (req A§5) is not applied: the field is marked and tells the panel, which says why
 * (`describedBy`); `invalid` is the panel's own verdict (a range whose bounds are inverted).
 */
function AgeField(props: {
  label: string;
  value: number | null;
  disabled: boolean;
  commit: (v: number | null) => void;
  onOutOfRange: (outOfRange: boolean) => void;
  invalid: boolean;
  describedBy: string;
}) {
  const { value, commit, onOutOfRange } = props;
  const [text, setText] = useState(value === null ? '' : String(value));
  // The URL changed it (back button, another filter's reset): show the new value.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  useEffect(() => {
    const n = text.trim() === '' ? null : Number(text);
    if (n !== null && !inRange(n)) return;
    if (n === value) return;
    const timer = setTimeout(() => commit(n), 400);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  const n = text.trim() === '' ? null : Number(text);
  const outOfRange = !props.disabled && n !== null && !inRange(n);
  useEffect(() => onOutOfRange(outOfRange), [outOfRange, onOutOfRange]);
  const invalid = !props.disabled && (outOfRange || props.invalid);
  return (
    <TextField
      label={props.label}
      type="number"
      inputMode="numeric"
      min={AGE_MIN}
      max={AGE_MAX}
      value={text}
      disabled={props.disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? props.describedBy : undefined}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

interface Props {
  filters: Filters;
  onChange: (f: Partial<Filters>) => void;
}

/**
 * The filters panel of req A§3/§5: type, assigned HCP, chronic conditions, age, date of birth; and
 * "awaiting review only", where the review digest's link leads; "glucose needs attention only"; "no
 * recent glucose data only" (issue 42 point 3).
 */
export function FiltersPanel({ filters: f, onChange }: Props) {
  const intl = useIntl();
  const messagesId = useId();
  const [bad, setBad] = useState({ low: false, high: false });
  const badLow = useCallback((v: boolean) => setBad((b) => (b.low === v ? b : { ...b, low: v })), []);
  const badHigh = useCallback((v: boolean) => setBad((b) => (b.high === v ? b : { ...b, high: v })), []);
  const inverted = !f.noAge && f.ageLow !== null && f.ageHigh !== null && f.ageLow > f.ageHigh;
  const t = (id: string) => intl.formatMessage({ id: `shared.patients.${id}` });
  const typeLabel = (v: DiabetesFilter | null) => (v === null ? t('type.any') : t(`type.${v}`));
  return (
    <Panel>
      <legend>{t('filters')}</legend>
      <Types role="group" aria-label={t('type')}>
        <span aria-hidden="true">{t('type')}</span>
        {TYPE_OPTIONS.map((v) => (
          <Toggle
            key={v ?? 'any'}
            type="button"
            aria-pressed={f.diabetes === v}
            // req A§5: clicking the selected type again clears it.
            onClick={() => onChange({ diabetes: v === null || f.diabetes === v ? null : v })}
          >
            {typeLabel(v)}
          </Toggle>
        ))}
      </Types>
      <Select
        label={t('assigned')}
        value={f.assigned}
        onChange={(e) => onChange({ assigned: e.target.value as Filters['assigned'] })}
        options={(['any', 'assigned', 'notAssigned'] as const).map((v) => ({
          value: v,
          label: t(`assigned.${v}`),
        }))}
      />
      <Select
        label={t('chronic')}
        value={f.chronic}
        onChange={(e) => onChange({ chronic: e.target.value as Filters['chronic'] })}
        options={(['any', 'present', 'notPresent'] as const).map((v) => ({
          value: v,
          label: t(`chronic.${v}`),
        }))}
      />
      <AgeField
        label={t('ageLow')}
        value={f.ageLow}
        disabled={f.noAge}
        commit={(ageLow) => onChange({ ageLow })}
        onOutOfRange={badLow}
        invalid={false}
        describedBy={messagesId}
      />
      <AgeField
        label={t('ageHigh')}
        value={f.ageHigh}
        disabled={f.noAge}
        commit={(ageHigh) => onChange({ ageHigh })}
        onOutOfRange={badHigh}
        // Applied all the same (the list then says nothing matches); the message says why.
        invalid={inverted}
        describedBy={messagesId}
      />
      <AgeMessages id={messagesId} role="alert">
        {bad.low || bad.high ? (
          <p>{intl.formatMessage({ id: 'shared.patients.ageOutOfRange' }, { min: AGE_MIN, max: AGE_MAX })}</p>
        ) : null}
        {inverted ? <p>{t('ageInverted')}</p> : null}
      </AgeMessages>
      <TextField
        label={t('birthDate')}
        type="date"
        value={f.birthDate ?? ''}
        onChange={(e) => onChange({ birthDate: e.target.value || null })}
      />
      <Checkbox
        label={t('noAge')}
        checked={f.noAge}
        onChange={(e) => onChange({ noAge: e.target.checked })}
      />
      <Checkbox
        label={t('awaitingOnly')}
        checked={f.awaiting}
        onChange={(e) => onChange({ awaiting: e.target.checked })}
      />
      <Checkbox
        label={t('glucoseOnly')}
        checked={f.glucose}
        onChange={(e) => onChange({ glucose: e.target.checked })}
      />
      <Checkbox
        label={t('noDataOnly')}
        checked={f.noData}
        onChange={(e) => onChange({ noData: e.target.checked })}
      />
      <Checkbox
        label={t('leftOnly')}
        checked={f.left}
        onChange={(e) => onChange({ left: e.target.checked })}
      />
    </Panel>
  );
}
