import { z } from 'zod';
import { fileRequest, http } from '@dcp/shared/http';

// A file, not parsed here: the patient saves it as it came (a JSON error page would not be a Blob).
const OwnDataFile = z.instanceof(Blob);

/** GET user/this/data: the signed-in patient's own data, bundle.json and summary.html in one zip. */
export async function getOwnData(): Promise<Blob> {
  const { data } = await http.get('user/this/data', fileRequest());
  return OwnDataFile.parse(data);
}
