import { http } from '@dcp/shared/http';
import { SaveConclusions, SaveRecommendations } from '@dcp/shared/contracts';

/**
 * The care plan is two calls (doc 2 §7): recommendations first, then conclusions, whose `complete`
 * flag records the agreed plan. Recommendations go first so a completed instance never lacks them.
 */
export async function saveCarePlan(id: string, plan: SaveRecommendations & { conclusions: SaveConclusions['conclusions']; complete: boolean }) {
  const path = `surveyInstance/${encodeURIComponent(id)}`;
  await http.put(`${path}/recommendations`, SaveRecommendations.parse({ recommendations: plan.recommendations }));
  await http.put(`${path}/conclusion`, SaveConclusions.parse({ conclusions: plan.conclusions, complete: plan.complete }));
}
