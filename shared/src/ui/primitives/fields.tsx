import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Wrap = styled.div`
  display: grid;
  /* A long option or value never widens the field past its card. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
const Label = styled.label`
  font-weight: 600;
`;
const control = `
  box-sizing: border-box;
  font: inherit;
  min-height: max(2.75rem, 44px);
  max-width: 100%;
  padding: 0 0.75rem;
  border-radius: 0.25rem;
`;
const Input = styled.input`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;
const SelectBox = styled.select`
  ${control}
  text-overflow: ellipsis;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
/**
 * A bare multi-line box: the screens that use it (notes, free-text answers, conclusions) lay out
 * their own label and counter, so unlike TextField it carries no label of its own.
 */
export const TextArea = styled.textarea`
  box-sizing: border-box;
  font: inherit;
  width: 100%;
  max-width: 100%;
  min-height: 8rem;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const FormErrorText = styled(ErrorText)`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[2]};
  border-left: 0.25rem solid ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * A form's own failure, not one field's (wrong credentials, a consent not given): in the error
 * colour with a bar beside it, so it is not taken for a hint, and announced at once (issue 36 point 17).
 */
export function FormError({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <FormErrorText role="alert" id={id}>
      {children}
    </FormErrorText>
  );
}

interface FieldBits {
  label: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** Wires label, hint and error to the control by id, as screen readers need. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export type TextFieldProps = FieldBits & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Wrap>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <Input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      {error ? <ErrorText id={ids.errorId}>{error}</ErrorText> : null}
    </Wrap>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldBits &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    placeholder?: string;
  };

export function Select({ label, error, hint, id, options, placeholder, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Wrap>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <SelectBox
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </SelectBox>
      {error ? <ErrorText id={ids.errorId}>{error}</ErrorText> : null}
    </Wrap>
  );
}

/** A box or circle beside its text: the whole row is the target, at least 44 px high. */
export const choiceRow = css`
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: max(2.75rem, 44px);
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
const ChoiceRow = styled.label<{ $stacked?: boolean }>`
  display: ${({ $stacked }) => ($stacked ? 'flex' : 'inline-flex')};
  ${choiceRow}
`;

export type CheckboxProps = { label: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
>;
export type RadioProps = CheckboxProps;

function Choice({ type, label, ...input }: CheckboxProps & { type: 'checkbox' | 'radio' }) {
  return (
    // A radio group's options stack, one row each (req G§2); a checkbox sits where it is put.
    <ChoiceRow $stacked={type === 'radio'}>
      <input type={type} {...input} />
      <span>{label}</span>
    </ChoiceRow>
  );
}

export const Checkbox = (props: CheckboxProps) => <Choice type="checkbox" {...props} />;

/** One option of a radio group (the group is a fieldset with its legend). */
export const Radio = (props: RadioProps) => <Choice type="radio" {...props} />;
