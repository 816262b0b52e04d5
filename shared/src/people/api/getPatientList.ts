import { http } from '@dcp/shared/http';
import { PatientList, type PatientListQuery } from '@dcp/shared/contracts';
import { usePaged } from '@dcp/shared/data';

/** GET user: one chunk (up to 2,000) of the prioritised patient list, filtered and sorted by the API. */
export async function getPatientList(query: PatientListQuery): Promise<PatientList> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  const { data } = await http.get('user', { params });
  return PatientList.parse(data);
}

export const usePatientList = (query: PatientListQuery) =>
  usePaged(() => getPatientList(query), `patients?${JSON.stringify(query)}`);
