import { http } from '@dcp/shared/http';
import { Note, UpdateNote } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT note/{id}: the patient's own note only (the API answers 404 for anyone else's). */
export async function updateNote(id: string, text: string): Promise<Note> {
  const { data } = await http.put(`note/${encodeURIComponent(id)}`, UpdateNote.parse({ text }));
  return Note.parse(data);
}

export const useUpdateNote = () => useSave(updateNote);
