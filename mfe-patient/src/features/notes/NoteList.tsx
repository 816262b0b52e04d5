import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { NOTE_PREVIEW, type Note } from '@dcp/shared/contracts';
import { Button } from '@dcp/shared/ui';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The first 150 characters (doc 2 §9), marked when cut. */
export function preview(text: string): string {
  return text.length > NOTE_PREVIEW ? `${text.slice(0, NOTE_PREVIEW)}…` : text;
}

function NoteItem({ note }: { note: Note }) {
  const [open, setOpen] = useState(false);
  const long = note.text.length > NOTE_PREVIEW;
  return (
    <li>
      <small>
        <FormattedDate value={note.createTimestamp} dateStyle="medium" timeStyle="short" />
      </small>
      <p>{open ? note.text : preview(note.text)}</p>
      {long ? (
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <FormattedMessage id={open ? 'patient.notes.showLess' : 'patient.notes.showMore'} />
        </Button>
      ) : null}
    </li>
  );
}

export function NoteList({ notes }: { notes: readonly Note[] }) {
  if (notes.length === 0) {
    return (
      <p>
        <FormattedMessage id="patient.notes.none" />
      </p>
    );
  }
  return (
    <List>
      {notes.map((n) => (
        <NoteItem key={n.id} note={n} />
      ))}
    </List>
  );
}
