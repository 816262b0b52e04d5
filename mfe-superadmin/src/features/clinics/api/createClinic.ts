import { http } from '@dcp/shared/http';
import { Clinic } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST clinic; silent, as the dialog reports 'Clinic registration error' itself. */
export async function createClinic(name: string): Promise<Clinic> {
  const { data } = await http.post('clinic', { name }, { silent: true });
  return Clinic.parse(data);
}

export const useCreateClinic = () => useSave(createClinic);
