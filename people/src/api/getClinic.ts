import { http } from '@dcp/shared/http';
import { Clinic } from '@dcp/shared/contracts';
import { useRecord } from '@dcp/shared/data';

/** GET clinic/{id} */
export async function getClinic(id: string): Promise<Clinic> {
  const { data } = await http.get(`clinic/${encodeURIComponent(id)}`);
  return Clinic.parse(data);
}

/** null while loading (or without an id), 'failed' when the API refused. */
export const useClinic = (id: string | undefined) => useRecord(() => getClinic(id ?? ''), id ?? null);
