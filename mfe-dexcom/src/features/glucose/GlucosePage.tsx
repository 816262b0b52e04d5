import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@dcp/shared/ui';
import { GlucosePanel } from './GlucosePanel';

/** dexcom/glucose: the patient's own glucose, full page. */
export function GlucosePage() {
  return (
    <>
      <PageHeader title={<FormattedMessage id="dexcom.charts.title" />} />
      <GlucosePanel page />
    </>
  );
}
