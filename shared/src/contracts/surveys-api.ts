import { z } from 'zod';
import { paged, PageNumber } from './core';
import { Note, ResourceNode } from './notes-resources';
import { NOTE_LIST_SIZE, SurveyInstanceSummary, SurveySummary } from './surveys';

// Envelopes and parameters of the survey, note and resource routes (the payloads are in surveys.ts).

/** GET survey: every REGULAR survey (available or not), by name then revision descending. */
export const SurveyList = paged(SurveySummary);
/** GET surveyInstance[?userId=…]: newest first; demographics instances are not listed. */
export const SurveyInstanceList = paged(SurveyInstanceSummary);
export const NoteList = paged(Note);
export const NoteListQuery = z.object({
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(NOTE_LIST_SIZE).default(NOTE_LIST_SIZE),
});
export const InstanceIdParams = z.object({ id: z.string().uuid() });
export const SurveyIdParams = z.object({ id: z.string().min(1).max(100) });
export const ResourceTree = z.array(ResourceNode);
export const ResourceParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });
export const ResourceLocaleParams = ResourceParams.extend({ locale: z.enum(['en-GB', 'es-ES']) });
