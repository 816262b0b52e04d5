import { instantOf, readingsBetween, traceBounds, SLOT_MS } from './traces';
import { SANDBOX_USERS, userById } from './users';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const user = (id: string) => userById(id)!;

function stats(id: string, days = 90) {
  const rs = readingsBetween(user(id), NOW - days * DAY, NOW, NOW);
  const vals = rs.map((r) => r.value ?? (r.status === 'low' ? 39 : 401));
  const share = (f: (v: number) => boolean) => vals.filter(f).length / vals.length;
  return {
    count: rs.length,
    tir: share((v) => v >= 70 && v <= 180),
    below70: share((v) => v < 70),
    above180: share((v) => v > 180),
    records: rs,
  };
}

describe('synthetic traces', () => {
  it('are the same for the same user and range, whenever asked', () => {
    const a = readingsBetween(user('sandbox-well-controlled'), NOW - 2 * DAY, NOW, NOW);
    const b = readingsBetween(user('sandbox-well-controlled'), NOW - 3 * DAY, NOW, NOW + 3_600_000);
    expect(b.filter((r) => instantOf(r.systemTime) >= NOW - 2 * DAY)).toEqual(a);
  });

  it('reach back at least 90 days and never past now', () => {
    const { start, end } = traceBounds(NOW);
    expect(end - start).toBeGreaterThanOrEqual(90 * DAY);
    const rs = readingsBetween(user('sandbox-hypo-prone'), NOW - 1 * DAY, NOW + DAY, NOW);
    expect(instantOf(rs[rs.length - 1]!.systemTime)).toBeLessThanOrEqual(NOW);
  });

  it('are 5-minute readings with gaps (sensor changes, signal loss)', () => {
    const rs = readingsBetween(user('sandbox-well-controlled'), NOW - 30 * DAY, NOW, NOW);
    const times = rs.map((r) => instantOf(r.systemTime));
    const steps = times.slice(1).map((t, i) => t - times[i]!);
    expect(steps.filter((s) => s === SLOT_MS).length / steps.length).toBeGreaterThan(0.95);
    expect(steps.some((s) => s >= 60 * 60_000)).toBe(true);
    expect(rs.length).toBeLessThan(30 * 288);
    expect(rs.length).toBeGreaterThan(30 * 288 * 0.85);
  });

  it('give four different kinds of control', () => {
    expect(SANDBOX_USERS.length).toBeGreaterThanOrEqual(4);
    const well = stats('sandbox-well-controlled');
    const high = stats('sandbox-hyper-dominant');
    const hypo = stats('sandbox-hypo-prone');
    const sparse = stats('sandbox-sparse-wear');
    expect(well.tir).toBeGreaterThan(0.7);
    expect(well.below70).toBeLessThan(0.04);
    expect(high.above180).toBeGreaterThan(0.5);
    expect(hypo.below70).toBeGreaterThan(0.04);
    expect(sparse.count).toBeLessThan(well.count * 0.6);
  });

  it('mark values beyond the sensor range as null with status low/high, and have night lows', () => {
    const high = stats('sandbox-hyper-dominant').records;
    expect(high.some((r) => r.value === null && r.status === 'high')).toBe(true);
    const hypo = stats('sandbox-hypo-prone').records;
    const nightLows = hypo.filter((r) => {
      const hour = Number(r.displayTime.slice(11, 13));
      return hour < 6 && (r.value ?? 0) < 70;
    });
    expect(nightLows.length).toBeGreaterThan(10);
  });

  it('carry the v3 record fields', () => {
    const r = readingsBetween(user('sandbox-sparse-wear'), NOW - 20 * DAY, NOW, NOW)[0]!;
    expect(r).toEqual(
      expect.objectContaining({
        recordId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        systemTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        displayTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        unit: 'mg/dL',
        transmitterGeneration: 'g7',
      }),
    );
    expect(instantOf(r.displayTime) - instantOf(r.systemTime)).toBe(2 * 3_600_000);
  });

  it('send times as Dexcom does: with the UTC offset from a phone app, without from a receiver', () => {
    const app = readingsBetween(user('sandbox-well-controlled'), NOW - DAY, NOW, NOW)[0]!;
    expect(app.displayDevice).toBe('iOS');
    expect(app.systemTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(app.displayTime).toMatch(/\+01:00$/);
    expect(instantOf(app.displayTime)).toBe(instantOf(app.systemTime));
    const receiver = readingsBetween(user('sandbox-hyper-dominant'), NOW - DAY, NOW, NOW)[0]!;
    expect(receiver.displayDevice).toBe('receiver');
    expect(receiver.systemTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('give one user every documented edge, an unknown trend and an unreadable record a day', () => {
    const rs = readingsBetween(user('sandbox-edge-cases'), NOW - 3 * DAY, NOW, NOW);
    const trends = new Set(rs.map((r) => r.trend));
    for (const t of ['rateOutOfRange', 'unknown', 'none', 'notComputable', null, 'aTrendDexcomMayAddLater'])
      expect(trends).toContain(t);
    expect(rs.some((r) => r.value === null && r.status === 'unknown')).toBe(true);
    expect(rs.some((r) => r.status === 'ok')).toBe(true);
    expect(rs.filter((r) => r.systemTime === 'not a time').length).toBeGreaterThanOrEqual(2);
    expect(rs[0]!.displayTime).toMatch(/-03:00$/);
  });
});
