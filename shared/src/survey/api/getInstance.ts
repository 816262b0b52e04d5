import { useEffect, useRef } from 'react';
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
export async function getInstanceAs<T>(id: string, contract: Contract<T>, silent = false): Promise<T> {
  const asked = silent ? null : takeEarly(id);
  return contract.parse(await (asked ? asked.catch(() => fetchInstance(id)) : fetchInstance(id)));
}

async function fetchInstance(id: string, silent = false): Promise<unknown> {
  const { data } = await http.get(`surveyInstance/${encodeURIComponent(id)}`, { silent });
  return data;
}

/** How long an answer asked for ahead stays usable; past it, the page asks again. */
const EARLY_MS = 5000;
let early: { id: string; at: number; answer: Promise<unknown> } | null = null;

/**
 * Asks for instance `id` now, before the page that shows it is drawn: the patient's home asks for its
 * latest result as soon as its list answers, beside its own code's loading (issue 41 point 1). The
 * next read of that instance takes this answer, once; a failed one is asked again by the page.
 */
export function askInstanceEarly(id: string): void {
  if (early?.id === id) return;
  const answer = fetchInstance(id, true);
  answer.catch(() => undefined); // the page's own request reports a failure
  early = { id, at: Date.now(), answer };
}

function takeEarly(id: string): Promise<unknown> | null {
  const taken = early;
  if (taken?.id !== id) return null;
  early = null;
  return Date.now() - taken.at < EARLY_MS ? taken.answer : null;
}

/** GET surveyInstance/{id} for either audience. */
export const getInstance = (id: string) => getInstanceAs(id, SurveyInstance);

/**
 * One instance; `set` adopts the instance a write answered with instead of fetching it again. The
 * survey's texts come from the API in the account's language, so a language switch fetches them
 * again once the server has the new language (the account's locale changes after it is saved). That
 * fetch only replaces the texts: while it is on its way, or if it fails (the connection dropped just
 * then), the open questionnaire stays as it is, in the old language, and the texts are asked for again
 * when the browser is back online — never an error in place of the questions (CI's offline journey).
 */
export function useInstanceAs<T>(id: string | null, contract: Contract<T>) {
  const { account, locale } = useSession();
  const language = account?.locale ?? locale;
  const loaded = useLoad(() => getInstanceAs(id ?? '', contract), id);
  const { set } = loaded;
  const shownIn = useRef<{ id: string | null; language: string }>({ id, language });
  useEffect(() => {
    const was = shownIn.current;
    shownIn.current = { id, language };
    if (id === null || was.id !== id || was.language === language) return;
    let live = true;
    const refetch = (): void => {
      getInstanceAs(id, contract, true).then(
        (data) => {
          if (live) set(data);
        },
        () => window.addEventListener('online', refetch, { once: true }),
      );
    };
    refetch();
    return () => {
      live = false;
      window.removeEventListener('online', refetch);
    };
  }, [id, language, contract, set]);
  return loaded;
}

/** One instance for either audience (the questionnaire, the patient's results). */
export const useInstance = (id: string | null) => useInstanceAs(id, SurveyInstance);
