import type { GlucoseSummary } from '@dcp/shared/contracts';
import { AgpChart } from './AgpChart';
import { DailyChart } from './DailyChart';

/**
 * The two victory charts, in their own chunk: victory is most of mfe-dexcom's weight, and a patient
 * who has not linked a sensor (most, on their first visits) never needs it.
 */
export default function ProfileCharts({ summary }: { summary: GlucoseSummary }) {
  return (
    <>
      <AgpChart bins={summary.agp} />
      <DailyChart days={summary.daily} />
    </>
  );
}
