import { http } from '@dcp/shared/http';
import { HandedOverPatients } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET doctor/this/handovers: patients a leaving colleague handed to this doctor lately. */
export async function getHandovers(): Promise<HandedOverPatients> {
  const { data } = await http.get('doctor/this/handovers');
  return HandedOverPatients.parse(data);
}

export const useHandovers = () => useLoad(getHandovers, 'doctor-handovers');
