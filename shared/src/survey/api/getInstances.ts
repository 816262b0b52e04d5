import { http } from '@dcp/shared/http';
import { INSTANCE_LIST_SIZE, SurveyInstanceList, type SurveyInstanceSummary } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';
import { askInstanceEarly } from './getInstance';

/** Whose instances: the signed-in patient's own, or a doctor's patient by account id. */
export type InstancesOf = 'own' | { userId: string };

/**
 * GET surveyInstance[?userId=…]: a patient's instances, newest first (size 200, req G§9). The
 * patient is named by its account id, never its e-mail (URLs reach logs and history, issue 15 §7).
 */
export async function getInstances(of: InstancesOf): Promise<SurveyInstanceSummary[]> {
  const asked = of === 'own' ? takeEarly() : null;
  if (asked) return asked.catch(() => fetchInstances(of));
  return fetchInstances(of);
}

async function fetchInstances(of: InstancesOf): Promise<SurveyInstanceSummary[]> {
  const { data } = await http.get('surveyInstance', {
    params: {
      ...(of === 'own' ? {} : { userId: of.userId }),
      size: INSTANCE_LIST_SIZE,
      sort: 'createTimestamp,desc',
    },
  });
  return SurveyInstanceList.parse(data).content;
}

/** How long an answer asked for ahead stays usable; past it, the page asks again. */
const EARLY_MS = 5000;
let early: { at: number; answer: Promise<SurveyInstanceSummary[]> } | null = null;

/**
 * Asks for the signed-in patient's own list now, before the page that reads it is drawn: the
 * patient's home shows nothing until it is known (it may lead elsewhere), and its remote is still
 * being set up (issue 27); then its latest result. The next `getInstances('own')` takes this answer,
 * once; a failed one is asked again by the page.
 */
export function askOwnInstancesEarly(): void {
  if (early) return;
  const answer = fetchInstances('own');
  // The home shows the latest result: asked for as soon as the list names it (issue 41 point 1).
  answer.then(
    (list) => {
      const latest = latestCompleted(list);
      if (latest) askInstanceEarly(latest.id);
    },
    () => undefined,
  ); // the page's own request reports a failure
  early = { at: Date.now(), answer };
}

/** The latest completed instance of a list (newest first, as the API sends it). */
export const latestCompleted = (list: SurveyInstanceSummary[]) => list.find((i) => i.status === 'COMPLETED');

function takeEarly(): Promise<SurveyInstanceSummary[]> | null {
  const taken = early;
  early = null;
  return taken && Date.now() - taken.at < EARLY_MS ? taken.answer : null;
}

/** The instances of `of`; nothing is fetched while it is null (the patient is not known yet). */
export const useInstances = (of: InstancesOf | null) =>
  useLoad(() => getInstances(of ?? 'own'), of === null ? null : of === 'own' ? 'own' : of.userId);
