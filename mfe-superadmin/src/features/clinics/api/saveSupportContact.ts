import { http } from '@dcp/shared/http';
import { Clinic, type SupportContact } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** PUT clinic/{id}/support-contact: answers the clinic as saved. */
export async function saveSupportContact(id: string, contact: SupportContact): Promise<Clinic> {
  const { data } = await http.put(`clinic/${encodeURIComponent(id)}/support-contact`, contact);
  return Clinic.parse(data);
}

export const useSaveSupportContact = () => useSave(saveSupportContact);
