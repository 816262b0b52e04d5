import { GLUCOSE_REASONS } from './contracts';
import type { Db } from './db';
import { dexcomLinks } from './db/schema-dexcom';
import type { Egv } from './dexcom/records';
import { storeReadings } from './dexcom/sync';
import { DAY } from './seed-list-data';

// Glucose for a few patients of the list clinic (SEED_PATIENTS), so the list's glucose reasons and the
// filter "glucose needs attention" have patients to show: 15 days of readings every 5 minutes, made
// up deterministically (no emulator in the API), stored through the sync's own writer so the per-day
// aggregates are kept as a sync keeps them. The links are marked as needing a reconnect: there is no
// Dexcom account behind them, so the background sync leaves them alone.

export type GlucoseProfile = 'hypo' | 'high' | 'steady' | 'sparse';
const PROFILES: GlucoseProfile[] = ['hypo', 'high', 'steady', 'sparse'];
const SHAPE: Record<GlucoseProfile, { base: number; swing: number }> = {
  hypo: { base: 100, swing: 50 },
  high: { base: 220, swing: 60 },
  steady: { base: 125, swing: 30 },
  sparse: { base: 125, swing: 30 },
};

/** The i-th list patient's glucose profile, or null: one patient in six among the first 42. */
export function listGlucose(i: number): GlucoseProfile | null {
  return i < 42 && i % 6 === 3 ? PROFILES[Math.floor(i / 6) % PROFILES.length]! : null;
}

const STEP = 5 * 60_000;

/** Readings from 15 UTC midnights ago up to `now`: three swings a day, a little noise. */
export function profileReadings(i: number, profile: GlucoseProfile, now: number): Egv[] {
  const { base, swing } = SHAPE[profile];
  const out: Egv[] = [];
  const from = Math.floor(now / DAY) * DAY - 15 * DAY;
  for (let t = from, k = 0; t <= now; t += STEP, k++) {
    // Sparse: the sensor sends two readings in five (40 % worn).
    if (profile === 'sparse' && k % 5 >= 2) continue;
    const day = (t % DAY) / DAY;
    const noise = ((k * 7919 + i * 104729) % 17) - 8;
    const value = Math.max(
      40,
      Math.min(400, Math.round(base + swing * Math.sin(2 * Math.PI * 3 * day) + noise)),
    );
    const clock = new Date(t).toISOString().slice(0, 19);
    out.push({
      recordId: `seed-${i}-${t}`,
      systemTime: new Date(t),
      displayTime: clock,
      value,
      status: null,
      trend: 'flat',
      trendRate: 0,
    });
  }
  return out;
}

/** Links and readings for the given (index, account id) pairs that have a profile. */
export async function seedListGlucose(db: Db, patients: [number, string][], now = Date.now()) {
  for (const [i, accountId] of patients) {
    const profile = listGlucose(i);
    if (!profile) continue;
    await db
      .insert(dexcomLinks)
      .values({
        accountId,
        state: 'connected',
        consentAt: new Date(now - 16 * DAY),
        lastSyncAt: new Date(now),
        needsReconnect: true,
        reason: GLUCOSE_REASONS.tokenExpired,
      })
      .onConflictDoNothing();
    await storeReadings(db, accountId, profileReadings(i, profile, now));
  }
}
