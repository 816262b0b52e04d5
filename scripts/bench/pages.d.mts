// Types of pages.mjs for the journeys (e2e/tests/budget.spec.ts).
/** The library a built source file belongs to (`zod`, `@dcp/shared (ui)`), or null. */
export function libraryOf(source: string): string | null;
/** Libraries whose source files arrive in more than one of `files` (built scripts): { name: copies }. */
export function duplicates(files: string[]): Record<string, number>;
