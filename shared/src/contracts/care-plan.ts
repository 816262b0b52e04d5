import { z } from 'zod';
import { example } from './core';

// The doctor's review writes (req G§8–9): the chosen recommendations, the conclusions, or both in one.

export const SaveRecommendations = z.object({
  recommendations: z
    .array(z.object({ id: z.string().min(1).max(100), answerIds: z.array(z.string().max(100)).max(50) }))
    .max(100),
});
export type SaveRecommendations = z.infer<typeof SaveRecommendations>;
/*#__PURE__*/ example(SaveRecommendations, {
  recommendations: [{ id: 'rec-diet', answerIds: ['1', '3'] }],
});

export const CONCLUSION_MAX = 5000;
export const SaveConclusions = z.object({
  conclusions: z
    .array(z.object({ id: z.string().min(1).max(100), text: z.string().max(CONCLUSION_MAX) }))
    .max(50),
  /** true records the agreed care plan and completes the instance. */
  complete: z.boolean().default(false),
});
export type SaveConclusions = z.infer<typeof SaveConclusions>;
/*#__PURE__*/ example(SaveConclusions, {
  conclusions: [{ id: 'c-diet', text: 'Meet the dietitian within a month' }],
  complete: true,
});

/** The doctor's review in one write (PUT surveyInstance/{id}/care-plan): recommendations and conclusions together. */
export const SaveCarePlan = SaveRecommendations.extend(SaveConclusions.shape);
export type SaveCarePlan = z.infer<typeof SaveCarePlan>;
/*#__PURE__*/ example(SaveCarePlan, {
  recommendations: [{ id: 'rec-diet', answerIds: ['1', '3'] }],
  conclusions: [{ id: 'c-diet', text: 'Meet the dietitian within a month' }],
  complete: true,
});
export type SaveCarePlanInput = z.input<typeof SaveCarePlan>;
