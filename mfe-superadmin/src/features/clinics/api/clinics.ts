import { CLINIC_PICKER_SIZE, Clinic } from '@dcp/shared/contracts';
import { http } from '@dcp/shared/http';
import { usePaged, useRecord } from '@dcp/shared/people';

/** GET clinic (the list shows up to the picker's 500, sorted here). */
export const useClinics = () => usePaged<Clinic>('clinic', CLINIC_PICKER_SIZE);
/** GET clinic/{id} */
export const useClinic = (id: string | undefined) => useRecord<Clinic>(id ? `clinic/${encodeURIComponent(id)}` : null);

/** POST clinic; silent, as the dialog reports 'Clinic registration error' itself. */
export async function createClinic(name: string): Promise<Clinic> {
  const res = await http.post<unknown>('clinic', { name }, { silent: true });
  return Clinic.parse(res.data);
}
