import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, downloadBlob, PageHeader } from '@dcp/shared/ui';
import { useResearchFhir } from './api/getResearchFhir';
import { useResultsCsv } from './api/getResultsCsv';

export const EXPORT_FILE_NAME = 'export.csv';
export const FHIR_FILE_NAME = 'research.fhir.json';

/**
 * superadmin/results: 'Export results' downloads every survey result as export.csv (30 s file
 * timeout). A failure is shown by the http client as the request error (req A§8), never a dead end.
 */
export function ResultsPage() {
  const intl = useIntl();
  const { save: fetchCsv, busy } = useResultsCsv();
  const { save: fetchFhir, busy: fhirBusy } = useResearchFhir();
  const download = async (fetchFile: () => Promise<Blob>, name: string) => {
    try {
      downloadBlob(await fetchFile(), name);
    } catch {
      /* already notified by the http client */
    }
  };
  return (
    <section>
      <PageHeader title={<FormattedMessage id="superadmin.results.title" />} />
      <Card>
        <p>
          <FormattedMessage id="superadmin.results.intro" />
        </p>
        <Button onClick={() => void download(fetchCsv, EXPORT_FILE_NAME)} disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: 'superadmin.results.export' })}
        </Button>
        <p>
          <FormattedMessage id="superadmin.results.fhirIntro" />
        </p>
        <Button
          variant="secondary"
          onClick={() => void download(fetchFhir, FHIR_FILE_NAME)}
          disabled={fhirBusy}
          aria-busy={fhirBusy}
        >
          {intl.formatMessage({ id: 'superadmin.results.fhirExport' })}
        </Button>
      </Card>
    </section>
  );
}
