// Types of goals.mjs for the API project's tests (api/test/bench-goals.test.ts).
export interface GoalRow {
  measure: string;
  portal: string;
  reference: string;
  goal: string;
  ok: boolean;
  why: string;
  load?: number;
}
export function goalRows(all: {
  results: unknown;
  list?: unknown[];
  load?: unknown[];
  memory?: unknown[];
}): GoalRow[];
export function goalsTable(all: {
  results: unknown;
  list?: unknown[];
  load?: unknown[];
  memory?: unknown[];
}): string;
