import { http } from '@dcp/shared/http';
import { Clinic, type CreateClinic } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/**
 * POST clinic with its name and locale (its glucose unit follows the locale); silent, as the dialog
 * reports 'Clinic registration error' itself.
 */
export async function createClinic(body: CreateClinic): Promise<Clinic> {
  const { data } = await http.post('clinic', body, { silent: true });
  return Clinic.parse(data);
}

export const useCreateClinic = () => useSave(createClinic);
