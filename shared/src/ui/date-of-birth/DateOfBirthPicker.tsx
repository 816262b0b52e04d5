import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  birthYears,
  dateProblem,
  partsOf,
  toBirthDate,
  withParts,
  type DateParts,
  type DateProblem,
} from './rules';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  select,
  input {
    font: inherit;
    min-height: max(2.75rem, 44px);
    padding: 0 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0.25rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  input {
    width: 4rem;
  }
  [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;
const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface DateOfBirthPickerProps {
  /** The group's label (legend). */
  label: ReactNode;
  /** Translated part labels and the twelve month names, January first. */
  texts: { month: string; day: string; year: string; choose: string; months: readonly string[] };
  /**
   * Called with the date at noon when complete and valid, else null (req G§5); `problem` says why
   * null is not empty: half entered, or a day after today.
   */
  onChange: (date: Date | null, problem: DateProblem | null) => void;
  /** A stored 'YYYY-MM-DD' to start from. */
  initial?: string | null;
  error?: ReactNode;
  onBlur?: () => void;
  required?: boolean;
}

/**
 * An accessible date-of-birth entry: a month select, a two-digit day box and a year select, grouped
 * under one legend. No visible text of its own: every label arrives translated.
 */
export function DateOfBirthPicker({
  label,
  texts,
  onChange,
  initial,
  error,
  onBlur,
  required,
}: DateOfBirthPickerProps) {
  const id = useId();
  const [parts, setParts] = useState<DateParts>(() => partsOf(initial));
  const update = (next: Partial<DateParts>) => {
    const merged = withParts(parts, next);
    setParts(merged);
    onChange(toBirthDate(merged), dateProblem(merged));
  };
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <Fieldset aria-describedby={describedBy} onBlur={onBlur}>
      <legend>{label}</legend>
      <Row>
        <label>
          <span>{texts.month}</span>
          <select
            value={parts.month ?? ''}
            aria-invalid={invalid}
            aria-required={required}
            onChange={(e) => update({ month: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{texts.choose}</option>
            {texts.months.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{texts.day}</span>
          <input
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={parts.day}
            aria-invalid={invalid}
            aria-required={required}
            onChange={(e) => update({ day: e.target.value })}
          />
        </label>
        <label>
          <span>{texts.year}</span>
          <select
            value={parts.year ?? ''}
            aria-invalid={invalid}
            aria-required={required}
            onChange={(e) => update({ year: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{texts.choose}</option>
            {birthYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </Row>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
