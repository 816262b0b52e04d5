import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '@dcp/shared/http';
import { Card, PageHeader, Skeleton } from '@dcp/shared/ui';
import { useCreateNote } from './api/createNote';
import { useDeleteNote } from './api/deleteNote';
import { useNotes } from './api/getNotes';
import { useUpdateNote } from './api/updateNote';
import { NoteForm } from './NoteForm';
import { NoteList } from './NoteList';

/** patient/notes: write a note, read the list newest first (req G§2), edit or delete one's own. */
export function NotesPage() {
  const intl = useIntl();
  const { data, loading, error, reload, set } = useNotes();
  const { save: create } = useCreateNote();
  const { save: update } = useUpdateNote();
  const { save: remove } = useDeleteNote();
  const told = (id: string) =>
    notify({
      type: 'success',
      title: intl.formatMessage({ id: 'patient.notes.savedTitle' }),
      message: intl.formatMessage({ id }),
    });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'patient.notes.title' })}
        description={intl.formatMessage({ id: 'patient.notes.description' })}
      />
      <Card>
        <NoteForm
          labelId="patient.notes.label"
          saveId="patient.notes.save"
          clearOnSave
          onSubmit={async (text) => {
            await create(text);
            told('patient.notes.saved');
            await reload();
          }}
        />
      </Card>
      <Card aria-labelledby="notes-list">
        <h2 id="notes-list">
          <FormattedMessage id="patient.notes.listTitle" />
        </h2>
        {loading && !data ? (
          <Skeleton label={intl.formatMessage({ id: 'patient.survey.loading' })} lines={2} />
        ) : null}
        {error ? <p role="alert">{intl.formatMessage({ id: 'patient.notes.loadError' })}</p> : null}
        {data ? (
          <NoteList
            notes={data}
            // The writes answer what changed: the list adopts it, with no second request.
            onEdit={async (note, text) => {
              const saved = await update(note.id, text);
              set(data.map((n) => (n.id === saved.id ? saved : n)));
              told('patient.notes.updated');
            }}
            onDelete={async (note) => {
              await remove(note.id);
              set(data.filter((n) => n.id !== note.id));
              told('patient.notes.deleted');
            }}
          />
        ) : null}
      </Card>
    </>
  );
}
