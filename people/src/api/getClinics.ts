import { http } from '@dcp/shared/http';
import { CLINIC_PICKER_SIZE, Clinic, paged, type Paged } from '@dcp/shared/contracts';
import { usePaged } from '@dcp/shared/data';

const ClinicPage = paged(Clinic);

/** GET clinic: up to the picker's 500 (the superadmin's clinic list and the add-user clinic picker). */
export async function getClinics(): Promise<Paged<Clinic>> {
  const { data } = await http.get('clinic', { params: { page: 0, size: CLINIC_PICKER_SIZE } });
  return ClinicPage.parse(data);
}

/** `key` lets a caller hold off (null) until the list is needed, e.g. until the dialog opens. */
export const useClinics = (key: string | null = 'clinics') => usePaged(getClinics, key);
