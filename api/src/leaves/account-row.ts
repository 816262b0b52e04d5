import type { accounts } from '../db/schema';

/** An account as the database holds it: what every domain passes around as "the signed-in account". */
export type AccountRow = typeof accounts.$inferSelect;
