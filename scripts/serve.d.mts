// Types of serve.mjs for the journeys (e2e/tests/budget.spec.ts).
/** The built file behind a portal URL path (the shell's, a remote's or the widget's). */
export function resolveFile(urlPath: string, shellDist?: string): string;
