import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { NOTE_MAX } from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { Button, TextArea } from '@dcp/shared/ui';
import { useCreateNote } from './api/createNote';

const Line = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space[1]} 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * New note, 1–1000 characters (doc 2 §5). The field is not capped with maxLength: a pasted longer
 * text stays visible with the error, so nothing is cut off silently.
 */
export function NoteForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const { save, busy } = useCreateNote();
  const empty = text.trim().length === 0;
  const tooLong = text.length > NOTE_MAX;
  const error = tooLong ? 'patient.notes.tooLong' : touched && empty ? 'patient.notes.required' : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (empty || tooLong) return;
    try {
      await save(text);
      setText('');
      setTouched(false);
      notify({
        type: 'success',
        title: intl.formatMessage({ id: 'patient.notes.savedTitle' }),
        message: intl.formatMessage({ id: 'patient.notes.saved' }),
      });
      await onCreated();
    } catch {
      // The http client has shown the server's message; the text stays for another try.
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>
        <strong>
          <FormattedMessage id="patient.notes.label" />
        </strong>
      </label>
      <TextArea
        id={id}
        value={text}
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
      <Button type="submit" disabled={busy || empty || tooLong}>
        <FormattedMessage id="patient.notes.save" />
      </Button>
    </form>
  );
}
