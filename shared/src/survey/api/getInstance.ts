import { http } from '@dcp/shared/http';
import { SurveyInstance } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';
import { useSession } from '@dcp/shared/session';

/** A contract to read the answer with: either audience (the default), or the one a page needs. */
interface Contract<T> {
  parse: (data: unknown) => T;
}

/**
 * GET surveyInstance/{id}: the view for the caller's role (PatientSurveyInstance or
 * StaffSurveyInstance), in the caller's language, read with `contract`. A page only one role opens
 * reads it with that role's contract (the doctor's review: StaffSurveyInstance).
 */
export async function getInstanceAs<T>(id: string, contract: Contract<T>): Promise<T> {
  const { data } = await http.get(`surveyInstance/${encodeURIComponent(id)}`);
  return contract.parse(data);
}

/** GET surveyInstance/{id} for either audience. */
export const getInstance = (id: string) => getInstanceAs(id, SurveyInstance);

/**
 * One instance; `set` adopts the instance a write answered with instead of fetching it again. The
 * survey's texts come from the API in the account's language, so a language switch fetches them
 * again once the server has the new language (the account's locale changes after it is saved); the
 * old texts stay on screen meanwhile, so an open questionnaire keeps its place.
 */
export function useInstanceAs<T>(id: string | null, contract: Contract<T>) {
  const { account, locale } = useSession();
  const language = account?.locale ?? locale;
  return useLoad(() => getInstanceAs(id ?? '', contract), id === null ? null : `${id}|${language}`);
}

/** One instance for either audience (the questionnaire, the patient's results). */
export const useInstance = (id: string | null) => useInstanceAs(id, SurveyInstance);
