import { http } from '@dcp/shared/http';
import { Superadmin } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';
import { parsePerson } from '../../kinds';

/** Whose account status the staff dialog changes: a clinic's doctors and admins, or a superadmin. */
export type StaffKind = 'doctor' | 'admin' | 'superadmin';

/**
 * POST doctor|admin|superadmin/{id}/deactivate or …/reactivate with the reason typed (plain text);
 * answers the person as changed. Silent: the dialog shows a refusal (the last admin or superadmin,
 * patients left) itself.
 */
export async function setStaffActive(kind: StaffKind, id: string, active: boolean, reason: string) {
  const verb = active ? 'reactivate' : 'deactivate';
  const { data } = await http.post(`${kind}/${encodeURIComponent(id)}/${verb}`, { reason }, { silent: true });
  return kind === 'superadmin' ? Superadmin.parse(data) : parsePerson(kind, data);
}

export const useSetStaffActive = () => useSave(setStaffActive);
