import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { NOTE_MAX } from '@dcp/shared/contracts';
import { Button, TextArea } from '@dcp/shared/ui';

const Line = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space[1]} 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface NoteFormProps {
  /** The text to start from: empty for a new note, the note's text when editing. */
  initialText?: string;
  /** Message ids of the field's label and the save button. */
  labelId: string;
  saveId: string;
  /** Saves the text; rejects when the API refused (the http client has said why). */
  onSubmit: (text: string) => Promise<void>;
  /** Shown as a Cancel button when given (editing). */
  onCancel?: () => void;
  /** New notes empty the field after saving; an edit closes instead. */
  clearOnSave?: boolean;
  autoFocus?: boolean;
}

/**
 * A note's text, 1–1000 characters (req G§5), for a new note or an edit. The field is not capped
 * with maxLength: a pasted longer text stays visible with the error, so nothing is cut off silently.
 */
export function NoteForm({
  initialText = '',
  labelId,
  saveId,
  onSubmit,
  onCancel,
  clearOnSave = false,
  autoFocus = false,
}: NoteFormProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const empty = text.trim().length === 0;
  const tooLong = text.length > NOTE_MAX;
  const error = tooLong ? 'patient.notes.tooLong' : touched && empty ? 'patient.notes.required' : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (empty || tooLong) return;
    setBusy(true);
    try {
      await onSubmit(text);
      if (clearOnSave) {
        setText('');
        setTouched(false);
      }
    } catch {
      // The http client has shown the server's message; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>
        <strong>
          <FormattedMessage id={labelId} />
        </strong>
      </label>
      <TextArea
        id={id}
        value={text}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      <Line id={`${id}-count`} $error={tooLong}>
        <FormattedMessage id="shared.survey.counter" values={{ count: text.length, max: NOTE_MAX }} />
      </Line>
      {error ? (
        <Line id={`${id}-error`} role="alert" $error>
          <FormattedMessage id={error} values={{ max: NOTE_MAX }} />
        </Line>
      ) : null}
      <Row>
        <Button type="submit" disabled={busy || empty || tooLong}>
          <FormattedMessage id={saveId} />
        </Button>
        {onCancel ? (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            <FormattedMessage id="patient.notes.cancelEdit" />
          </Button>
        ) : null}
      </Row>
    </form>
  );
}
