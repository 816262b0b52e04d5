import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, downloadBlob, PageHeader } from '@dcp/shared/ui';
import { useResultsCsv } from './api/getResultsCsv';

export const EXPORT_FILE_NAME = 'export.csv';

/**
 * superadmin/results: 'Export results' downloads every survey result as export.csv (30 s file
 * timeout). A failure is shown by the http client as the request error (doc 1 §8), never a dead end.
 */
export function ResultsPage() {
  const intl = useIntl();
  const { save: fetchCsv, busy } = useResultsCsv();
  const exportResults = async () => {
    try {
      downloadBlob(await fetchCsv(), EXPORT_FILE_NAME);
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
        <Button onClick={() => void exportResults()} disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: 'superadmin.results.export' })}
        </Button>
      </Card>
    </section>
  );
}
