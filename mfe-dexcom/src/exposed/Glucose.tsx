import { I18nProvider } from '@dcp/shared/i18n';
import { GlucosePanel } from '../features/glucose/GlucosePanel';
import en from '../lang/en.json';
import es from '../lang/es.json';

/**
 * Exposed to other remotes (`mfe_dexcom/Glucose`): the link status and charts with their own
 * catalogues. A patient's home passes when it began (`waitFrom`, see GlucosePanel); a doctor's
 * results page passes the patient's id.
 */
export default function Glucose({ userId, waitFrom }: { userId?: string; waitFrom?: number }) {
  return (
    <I18nProvider messages={{ 'en-GB': en, 'es-ES': es }}>
      <GlucosePanel userId={userId} waitFrom={waitFrom} />
    </I18nProvider>
  );
}
