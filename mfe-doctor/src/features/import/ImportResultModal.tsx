import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportRowError } from '@dcp/shared/contracts';
import { Button, Modal, Table, type Column } from '@dcp/shared/ui';
import type { ImportResult } from './api/importPatients';

/** What the dialog reports: the import's result, or why the API refused the whole file. */
export type ImportOutcome = { result: ImportResult } | { refused: string };

/**
 * 'Mass sign up' (req A§8): 'Successfully!' when every row was imported, else every failed row with
 * its reason and the advice to check the CSV or contact the administrator.
 */
export function ImportResultModal({
  outcome,
  onClose,
}: {
  outcome: ImportOutcome | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: Column<ImportRowError>[] = [
    { key: 'line', header: t('doctor.import.line'), render: (r) => r.line },
    { key: 'email', header: t('doctor.import.email'), render: (r) => r.email || '—' },
    {
      key: 'reason',
      header: t('doctor.import.reason'),
      render: (r) => t(`doctor.import.reason.${r.reason}`),
    },
  ];
  const result = outcome && 'result' in outcome ? outcome.result : null;
  const failed = !result || result.errors.length > 0;
  return (
    <Modal
      open={outcome !== null}
      title={t('doctor.import.resultTitle')}
      onClose={onClose}
      closeLabel={t('doctor.import.close')}
      footer={<Button onClick={onClose}>{t('doctor.import.ok')}</Button>}
    >
      {outcome && 'refused' in outcome ? (
        <p role="alert">
          <FormattedMessage id="doctor.import.refused" values={{ reason: outcome.refused }} />
        </p>
      ) : null}
      {result && !failed ? (
        <p role="status">
          <strong>
            <FormattedMessage id="doctor.import.success" />
          </strong>{' '}
          <FormattedMessage id="doctor.import.created" values={{ created: result.created }} />
        </p>
      ) : null}
      {result && failed ? (
        <>
          <p role="status">
            <FormattedMessage
              id="doctor.import.partial"
              values={{ created: result.created, failed: result.errors.length, total: result.total }}
            />
          </p>
          <Table
            caption={t('doctor.import.failedRows')}
            columns={columns}
            rows={result.errors}
            rowKey={(r) => String(r.line)}
          />
        </>
      ) : null}
      {failed ? (
        <p>
          <FormattedMessage id="doctor.import.advice" />
        </p>
      ) : null}
    </Modal>
  );
}
