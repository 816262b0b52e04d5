import { memo, useEffect, useState } from 'react';
import type { GlucoseSummary, GlucoseUnit } from '@dcp/shared/contracts';
import { AgpChart } from './AgpChart';
import { DailyChart } from './DailyChart';

/** Daily traces drawn per frame: a commit (and its paint) of all 14 at once was a 100 ms+ task at 4× CPU. */
export const DAYS_PER_FRAME = 3;

/**
 * The two victory charts, in their own chunk: victory is most of mfe-dexcom's weight, and a patient
 * who has not linked a sensor (most, on their first visits) never needs it. Mounted in parts, each its
 * own commit and paint (issue 9: no task over 100 ms): the AGP first, then the daily traces a few per
 * frame; a period switch redraws the AGP only (the daily traces are the same last 14 days).
 */
function ProfileCharts({ summary, unit }: { summary: GlucoseSummary; unit: GlucoseUnit }) {
  const total = summary.daily.length;
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    // After the frame that painted the last part: the next part is a task of its own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((n) => n + DAYS_PER_FRAME));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  // `data-charted` names the period drawn once every part is (the bench waits for it).
  return (
    <div data-charted={shown >= total ? summary.start : undefined} style={{ display: 'contents' }}>
      <AgpChart bins={summary.agp} unit={unit} />
      <DailyChart days={summary.daily} shown={shown} unit={unit} />
    </div>
  );
}

// Memoised: when the panel re-renders for anything else (a period button pressed, the spinner, the
// status), victory would recompute every chart only to find nothing changed (100–250 ms at 4× CPU).
export default memo(ProfileCharts);
