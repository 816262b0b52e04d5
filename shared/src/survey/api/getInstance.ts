import { http } from '@dcp/shared/http';
import { SurveyInstance } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';
import { useSession } from '@dcp/shared/session';

/** GET surveyInstance/{id}: the view for the caller's role, in the caller's language. */
export async function getInstance(id: string): Promise<SurveyInstance> {
  const { data } = await http.get(`surveyInstance/${encodeURIComponent(id)}`);
  return SurveyInstance.parse(data);
}

/**
 * One instance; `set` adopts the instance a write answered with instead of fetching it again. The
 * survey's texts come from the API in the account's language, so a language switch fetches them
 * again once the server has the new language (the account's locale changes after it is saved); the
 * old texts stay on screen meanwhile, so an open questionnaire keeps its place.
 */
export function useInstance(id: string | null) {
  const { account, locale } = useSession();
  const language = account?.locale ?? locale;
  return useLoad(() => getInstance(id ?? ''), id === null ? null : `${id}|${language}`);
}
