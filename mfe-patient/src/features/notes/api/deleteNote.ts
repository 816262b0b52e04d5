import { http } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';

/** DELETE note/{id}: answers 204; the page drops the note from the list it holds. */
export async function deleteNote(id: string): Promise<void> {
  await http.delete(`note/${encodeURIComponent(id)}`);
}

export const useDeleteNote = () => useSave(deleteNote);
