import { http } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';
import { parsePerson } from '../../kinds';

/**
 * POST doctor|admin/{id}/deactivate or …/reactivate with the reason typed (plain text); answers the
 * person as changed. Silent: the dialog shows a refusal (last admin, patients left) itself.
 */
export async function setStaffActive(kind: 'doctor' | 'admin', id: string, active: boolean, reason: string) {
  const verb = active ? 'reactivate' : 'deactivate';
  const { data } = await http.post(`${kind}/${encodeURIComponent(id)}/${verb}`, { reason }, { silent: true });
  return parsePerson(kind, data);
}

export const useSetStaffActive = () => useSave(setStaffActive);
