import { http } from '@dcp/shared/http';
import { CreateNote, Note } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST note; the text is checked against the same contract the API enforces. */
export async function createNote(text: string): Promise<Note> {
  const { data } = await http.post('note', CreateNote.parse({ text }));
  return Note.parse(data);
}

export const useCreateNote = () => useSave(createNote);
