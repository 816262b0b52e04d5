import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fileRequest, http } from '@dcp/shared/http';
import { Button, Card, PageTitle } from '@dcp/shared/ui';

export const EXPORT_FILE_NAME = 'export.csv';

/** Hands a blob to the browser as a download. */
function saveAs(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * superadmin/results: 'Export results' downloads every survey result as export.csv (30 s file
 * timeout). A failure is shown by the http client as the request error (doc 1 §8), never a dead end.
 */
export function ResultsPage() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const exportResults = async () => {
    setBusy(true);
    try {
      const res = await http.get<Blob>('surveyInstance/csv', fileRequest());
      saveAs(res.data, EXPORT_FILE_NAME);
    } catch {
      /* already notified by the http client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <PageTitle>
        <FormattedMessage id="superadmin.results.title" />
      </PageTitle>
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
