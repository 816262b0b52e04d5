import { FormattedMessage, useIntl } from 'react-intl';
import { Card, PageTitle, Spinner } from '@dcp/shared/ui';
import { useNotes } from './api/getNotes';
import { NoteForm } from './NoteForm';
import { NoteList } from './NoteList';

/** patient/notes: write a note, read the list newest first (doc 2 §2). */
export function NotesPage() {
  const intl = useIntl();
  const { data, loading, error, reload } = useNotes();
  return (
    <>
      <PageTitle>
        <FormattedMessage id="patient.notes.title" />
      </PageTitle>
      <Card>
        <NoteForm onCreated={reload} />
      </Card>
      <Card aria-labelledby="notes-list">
        <h2 id="notes-list">
          <FormattedMessage id="patient.notes.listTitle" />
        </h2>
        {loading && !data ? <Spinner label={intl.formatMessage({ id: 'patient.survey.loading' })} /> : null}
        {error ? <p role="alert">{intl.formatMessage({ id: 'patient.notes.loadError' })}</p> : null}
        {data ? <NoteList notes={data} /> : null}
      </Card>
    </>
  );
}
