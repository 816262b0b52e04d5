import { http } from '@dcp/shared/http';
import { VisitSummary, type Locale } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET user/{id}/visit-summary: the pre-visit one-pager's content; no `lang`, the patient's language. */
export async function getVisitSummary(patientId: string, lang?: Locale): Promise<VisitSummary> {
  const { data } = await http.get(`user/${encodeURIComponent(patientId)}/visit-summary`, {
    params: lang ? { lang } : {},
  });
  return VisitSummary.parse(data);
}

export const useVisitSummary = (patientId: string, lang?: Locale) =>
  useLoad(() => getVisitSummary(patientId, lang), `${patientId}:${lang ?? ''}`);
