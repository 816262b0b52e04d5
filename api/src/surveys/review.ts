import type { SaveConclusions, SaveRecommendations } from '../contracts';
import type { InstanceRow } from './view';
import { HttpError } from '../http-errors';
import type { Loaded } from './access';
import { possibleConclusions, recommendations } from './care-plan';
import { afterReview } from './state';

// The doctor's review (req G§7, design D§7): which recommendations and conclusions an instance
// offers, and what an agreed care plan needs. The routes authorise, write, audit and answer.

const scoredOf = (row: InstanceRow) => ({
  scores: row.scores,
  mainAreasOfFocus: row.mainAreasOfFocus,
  phq2: row.phq2,
  answers: row.answers,
});

/** The ticked recommendations by id, each checked against what this instance offers. */
export function tickedRecommendations(l: Loaded, body: SaveRecommendations): Record<string, string[]> {
  const offered = recommendations(scoredOf(l.row), {}, 'en-GB');
  const ticked: Record<string, string[]> = {};
  for (const r of body.recommendations) {
    const rec = offered.find((x) => x.id === r.id);
    if (!rec) throw new HttpError(422, 'care.recommendationNotOffered', { id: r.id });
    const bad = r.answerIds.find((a) => !rec.possibleAnswers.some((p) => p.id === a));
    if (bad !== undefined) throw new HttpError(422, 'care.answerNotOption', { answer: bad, id: r.id });
    ticked[r.id] = [...new Set(r.answerIds)];
  }
  return ticked;
}

/** The conclusions to store and the status they lead to; an agreed plan needs one with text. */
export function checkedConclusions(l: Loaded, body: SaveConclusions) {
  const ids = new Set(possibleConclusions(l.survey, scoredOf(l.row), 'en-GB').map((c) => c.id));
  const seen = new Set<string>();
  for (const c of body.conclusions) {
    if (!ids.has(c.id)) throw new HttpError(422, 'care.conclusionNotOffered', { id: c.id });
    if (seen.has(c.id)) throw new HttpError(400, 'care.conclusionTwice', { id: c.id });
    seen.add(c.id);
  }
  const conclusions = body.conclusions.map((c) => ({ conclusionId: c.id, text: c.text }));
  if (body.complete && !conclusions.some((c) => c.text.trim())) {
    throw new HttpError(422, 'care.needsConclusion');
  }
  const status = afterReview(body.complete);
  return { conclusions, status, ...(status === 'COMPLETED' ? { completedAt: new Date() } : {}) };
}
