import { memo } from 'react';
import { GLUCOSE_TARGET_SETS, type GlucoseSummary, type GlucoseUnit } from '@dcp/shared/contracts';
import { AgpChart } from './AgpChart';
import { DailyChart } from './DailyChart';

/**
 * The AGP and the daily traces, in their own chunk: a patient who has not linked a sensor (most, on
 * their first visits) never downloads them. Hand-drawn SVG (@dcp/shared/charts), drawn in one commit:
 * the AGP and 14 traces are a few hundred points.
 */
function ProfileCharts({ summary, unit }: { summary: GlucoseSummary; unit: GlucoseUnit }) {
  // `data-charted` names the period drawn (the bench and the byte guard wait for it). The range
  // lines are the patient's target set's (issue 42 point 1).
  const { bounds } = GLUCOSE_TARGET_SETS[summary.targets];
  return (
    <div data-charted={summary.start} style={{ display: 'contents' }}>
      <AgpChart bins={summary.agp} unit={unit} bounds={bounds} />
      <DailyChart days={summary.daily} unit={unit} bounds={bounds} />
    </div>
  );
}

// Memoised: the panel re-renders for other reasons (a period button pressed, the spinner, the status).
export default memo(ProfileCharts);
