import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { NOTE_PREVIEW, type Note } from '@dcp/shared/contracts';
import { Button, EmptyState, Modal } from '@dcp/shared/ui';
import { NoteForm } from './NoteForm';

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
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The first 150 characters (req G§9), marked when cut. */
export function preview(text: string): string {
  return text.length > NOTE_PREVIEW ? `${text.slice(0, NOTE_PREVIEW)}…` : text;
}

export interface NoteActions {
  /** Saves a changed text; rejects when the API refused. */
  onEdit: (note: Note, text: string) => Promise<void>;
  /** Deletes the note; rejects when the API refused. */
  onDelete: (note: Note) => Promise<void>;
}

function NoteItem({ note, onEdit, onDelete }: { note: Note } & NoteActions) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const editId = useId();
  const long = note.text.length > NOTE_PREVIEW;
  const edited = note.lastUpdatedTimestamp !== note.createTimestamp;

  const stopEditing = () => {
    setEditing(false);
    // Back to where the patient was, for keyboard users.
    setTimeout(() => document.getElementById(editId)?.focus());
  };
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete(note);
    } catch {
      // The http client has shown why; the note stays.
      setBusy(false);
    }
  };

  return (
    <li>
      <small>
        <FormattedDate value={note.createTimestamp} dateStyle="medium" timeStyle="short" />
        {edited ? (
          <>
            {' · '}
            <FormattedMessage id="patient.notes.edited" />
          </>
        ) : null}
      </small>
      {editing ? (
        <NoteForm
          initialText={note.text}
          labelId="patient.notes.editLabel"
          saveId="patient.notes.saveChanges"
          autoFocus
          onCancel={stopEditing}
          onSubmit={async (text) => {
            await onEdit(note, text);
            stopEditing();
          }}
        />
      ) : (
        <>
          <p>{open ? note.text : preview(note.text)}</p>
          <Row>
            {long ? (
              <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
                <FormattedMessage id={open ? 'patient.notes.showLess' : 'patient.notes.showMore'} />
              </Button>
            ) : null}
            <Button variant="secondary" id={editId} onClick={() => setEditing(true)}>
              <FormattedMessage id="patient.notes.edit" />
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <FormattedMessage id="patient.notes.delete" />
            </Button>
          </Row>
        </>
      )}
      <Modal
        open={confirming}
        title={intl.formatMessage({ id: 'patient.notes.deleteTitle' })}
        onClose={() => setConfirming(false)}
        closeLabel={intl.formatMessage({ id: 'shared.ui.close' })}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              <FormattedMessage id="patient.notes.keep" />
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void remove()}>
              <FormattedMessage id="patient.notes.deleteConfirm" />
            </Button>
          </>
        }
      >
        <p>{preview(note.text)}</p>
        <p>
          <FormattedMessage id="patient.notes.deleteBody" />
        </p>
      </Modal>
    </li>
  );
}

function NoNotes() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'patient.notes.none' })}
      text={intl.formatMessage({ id: 'patient.notes.noneText' })}
    />
  );
}

export function NoteList({ notes, ...actions }: { notes: readonly Note[] } & NoteActions) {
  if (notes.length === 0) {
    return <NoNotes />;
  }
  return (
    <List>
      {notes.map((n) => (
        <NoteItem key={n.id} note={n} {...actions} />
      ))}
    </List>
  );
}
