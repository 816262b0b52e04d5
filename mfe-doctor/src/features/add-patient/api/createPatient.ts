import { http } from '@dcp/shared/http';
import { CreatePatient, Patient } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/** POST user: the doctor adds a patient of the clinic. Silent: the dialog tolerates a 409. */
export async function createPatient(input: CreatePatient): Promise<Patient> {
  const { data } = await http.post('user', CreatePatient.parse(input), { silent: true });
  return Patient.parse(data);
}

export const useCreatePatient = () => useSave(createPatient);
