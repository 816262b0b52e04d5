import type { Locale, RecommendedResource, ResourceNode } from '../contracts';
import { recommendedCategories, resourceLink } from './care-plan';
import { RECOMMENDATIONS } from './recommendations-content';
import { GROUPS, HEADINGS, RESOURCE_BY_ID } from './resources-catalogue';
import { CLINICIAN_RESOURCES } from './patient-content';
import { pick } from './types';
import type { InstanceRow } from './view';

export const RESOURCE_BASE = '/resources/education';

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
      children: g.items[h.id].map((rid, ri) => {
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
 * A patient's recommended resources from one scored instance: the ones the doctor ticked when the
 * review has started, else every resource offered for the areas of focus (and PHQ-2 when flagged).
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
      if (link && !CLINICIAN_RESOURCES.has(link.id)) out.set(link.id, link);
    }
  }
  return [...out.values()];
}
