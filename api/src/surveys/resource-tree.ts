import {
  ADDITIONAL_RESOURCES_CONCLUSION_ID,
  type Locale,
  type RecommendedResource,
  type ResourceNode,
} from '../contracts';
import { recommendedCategories, resourceLink } from './care-plan';
import { RECOMMENDATIONS } from './recommendations-content';
import { GROUPS, HEADINGS, RESOURCE_BY_ID } from './resources-catalogue';
import { CLINICIAN_RESOURCES } from './patient-content';
import { pick } from '../leaves/survey-catalogue/types';
import type { InstanceRow } from './view';

export const RESOURCE_BASE = '/resources/education';

const urlIn = (rid: string, locale: Locale) => {
  const res = RESOURCE_BY_ID.get(rid)!;
  return locale === 'es-ES' ? res.url.es : res.url.en;
};
/** A heading's resources, each page once: two resources may share their page in one language. */
const onceByPage = (ids: readonly string[], locale: Locale) =>
  ids.filter((rid, i) => ids.findIndex((other) => urlIn(other, locale) === urlIn(rid, locale)) === i);

/** The education tree in one language: group → the four headings → resources. */
export function resourceTree(locale: Locale): ResourceNode[] {
  return GROUPS.map((g, gi) => ({
    id: g.id,
    name: pick(g.name, locale),
    order: gi + 1,
    type: 'GROUP' as const,
    url: null,
    children: HEADINGS.map((h, hi) => ({
      id: `${g.id}.${h.id}`,
      name: pick(h.name, locale),
      order: hi + 1,
      type: 'GROUP' as const,
      url: null,
      children: onceByPage(g.items[h.id], locale).map((rid, ri) => {
        const res = RESOURCE_BY_ID.get(rid)!;
        return {
          id: `${g.id}.${h.id}.${rid}`,
          name: pick(res.name, locale),
          order: ri + 1,
          type: 'RESOURCE' as const,
          url: `${RESOURCE_BASE}/${rid}`,
          children: [],
        };
      }),
    })),
  }));
}

export function resolveResource(id: string, locale: Locale): string | null {
  const res = RESOURCE_BY_ID.get(id);
  if (!res) return null;
  return locale === 'es-ES' ? res.url.es : res.url.en;
}

/**
 * The resources the doctor added to the agreed plan (the additional-resources conclusion, one
 * `name: url` line each, issue 28 point 8): public http(s) pages only.
 */
function addedResources(row: InstanceRow): RecommendedResource[] {
  if (row.status !== 'COMPLETED') return [];
  const text = row.conclusions.find((c) => c.conclusionId === ADDITIONAL_RESOURCES_CONCLUSION_ID)?.text ?? '';
  return text.split(/\r?\n/).flatMap((line) => {
    const m = /^(.+?):\s+(https?:\/\/\S+)\s*$/.exec(line.trim());
    return m ? [{ id: `added:${m[2]!}`, name: m[1]!.trim(), url: m[2]! }] : [];
  });
}

/**
 * A patient's recommended resources from one scored instance: the ones the doctor ticked when the
 * review has started, else every resource offered for the areas of focus (and PHQ-2 when flagged);
 * then those the doctor added to the agreed plan. Each page once.
 */
export function recommendedResources(row: InstanceRow, locale: Locale): RecommendedResource[] {
  // The doctor's ticks are a draft until the care plan is agreed: before that, the areas' defaults.
  const ticked = new Set(row.status === 'COMPLETED' ? Object.values(row.recommendations).flat() : []);
  const reviewed = ticked.size > 0;
  const out = new Map<string, RecommendedResource>();
  for (const c of recommendedCategories({
    scores: row.scores,
    mainAreasOfFocus: row.mainAreasOfFocus,
    phq2: row.phq2,
    answers: row.answers,
  })) {
    for (const opt of RECOMMENDATIONS[c].options) {
      if (reviewed && !ticked.has(opt.id)) continue;
      const link = resourceLink(opt.resourceId, locale);
      // Guidelines written for clinicians are not patient reading.
      if (link && !CLINICIAN_RESOURCES.has(link.id) && !out.has(link.url)) out.set(link.url, link);
    }
  }
  for (const added of addedResources(row)) if (!out.has(added.url)) out.set(added.url, added);
  return [...out.values()];
}
