import { FormattedMessage } from 'react-intl';
import { PageTitle } from '@dcp/shared/ui';
import { GlucosePanel } from './GlucosePanel';

/** dexcom/glucose: the patient's own glucose, full page. */
export function GlucosePage() {
  return (
    <>
      <PageTitle>
        <FormattedMessage id="dexcom.charts.title" />
      </PageTitle>
      <GlucosePanel />
    </>
  );
}
