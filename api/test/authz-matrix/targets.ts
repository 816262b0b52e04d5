import type { Records } from './actors';

/** Which record a route's path parameter names, from the route's URL. */
export type Kind = keyof Records | 'resource' | 'survey';
const KINDS: [RegExp, Kind][] = [
  // Before any other user/:id: a leave ends the patient's sessions, so it names one no actor is.
  [/^\/user\/:id\/(leave|return)$/, 'leaver'],
  [/^\/user\/:/, 'patient'],
  [/^\/fhir\/patient\/:/, 'patient'],
  [/^\/doctor\/:/, 'doctor'],
  [/^\/admin\/:/, 'admin'],
  [/^\/clinic\/:/, 'clinic'],
  [/^\/surveyInstance\/:/, 'instance'],
  [/^\/api\/dexcom\/glucose\/survey\/:/, 'instance'],
  [/^\/note\/:/, 'note'],
  [/^\/erasure-request\/:/, 'erasure'],
  [/^\/resources\/education\/:/, 'resource'],
  [/^\/survey\/:/, 'survey'],
];
export const kindOf = (url: string): Kind | null => KINDS.find(([re]) => re.test(url))?.[1] ?? null;

/**
 * The records a call is made against: one in the demo clinic (the patient's own, for the patient),
 * one in another clinic, and a missing one. Routes without a record have the single target `none`.
 */
export type Target = 'demo' | 'other' | 'missing' | 'none';

export const MISSING_ID = '11111111-2222-4333-8444-555555555555';
const MISSING_EMAIL = 'nobody-here@test.example';

/** Global records (resources, survey definitions) exist once for everyone: demo = other = real. */
export interface Globals {
  resource: string;
  survey: string;
}

export function valueFor(kind: Kind, target: Target, demo: Records, other: Records, globals: Globals) {
  if (kind === 'resource' || kind === 'survey') return target === 'missing' ? MISSING_ID : globals[kind];
  if (target === 'missing') return kind === 'patientEmail' ? MISSING_EMAIL : MISSING_ID;
  return (target === 'other' ? other : demo)[kind];
}

/** The URL with its parameters filled in for the target (extra parameters: a locale). */
export const fill = (url: string, value: string | null): string =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'locale' ? 'en-GB' : encodeURIComponent(value ?? ''),
  );
