import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OwnErasureRequest } from '@dcp/shared/contracts';
import { Button, Card, Modal, Notification, PageHeader, Skeleton } from '@dcp/shared/ui';
import { useErasureRequest } from './api/getErasureRequest';
import { useRequestErasure } from './api/requestErasure';

const ERASED = ['account', 'contact', 'words', 'glucose'] as const;

/**
 * patient/account/delete, from the account menu (issue 37 point 4): what deleting the account erases
 * and what the law obliges the clinic to keep, the request's state, and the request itself behind a
 * confirmation. Nothing is deleted here: the clinic's administrator approves or declines.
 */
export function DeleteAccountPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, loading, error, set } = useErasureRequest();
  const { save, busy } = useRequestErasure();
  const [confirming, setConfirming] = useState(false);
  const request = data?.request ?? null;
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });

  const ask = async () => {
    try {
      set({ request: await save() });
      setConfirming(false);
    } catch {
      /* said by the http client; the dialog stays open to try again */
    }
  };

  return (
    <>
      <PageHeader
        title={t('patient.account.delete.title')}
        description={t('patient.account.delete.description')}
      />
      <Card as="section" aria-labelledby="erased-heading">
        <h2 id="erased-heading">
          <FormattedMessage id="patient.account.delete.erasedTitle" />
        </h2>
        <ul>
          {ERASED.map((k) => (
            <li key={k}>
              <FormattedMessage id={`patient.account.delete.erased.${k}`} />
            </li>
          ))}
        </ul>
        <h2>
          <FormattedMessage id="patient.account.delete.keptTitle" />
        </h2>
        <p>
          <FormattedMessage id="patient.account.delete.kept" />
        </p>
      </Card>
      <Card as="section" aria-labelledby="request-heading">
        <h2 id="request-heading">
          <FormattedMessage id="patient.account.delete.requestTitle" />
        </h2>
        {loading && !data ? <Skeleton label={t('patient.account.delete.loading')} lines={2} /> : null}
        {error ? <p role="alert">{t('patient.account.delete.loadError')}</p> : null}
        {request ? <RequestState request={request} day={day} /> : null}
        {data && request?.status !== 'PENDING' ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage id="patient.account.delete.ask" />
          </Button>
        ) : null}
      </Card>
      <Modal
        open={confirming}
        title={t('patient.account.delete.confirmTitle')}
        onClose={() => setConfirming(false)}
        closeLabel={t('patient.account.delete.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <FormattedMessage id="patient.account.delete.cancel" />
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void ask()}>
              <FormattedMessage id="patient.account.delete.confirm" />
            </Button>
          </>
        }
      >
        <p>
          <FormattedMessage id="patient.account.delete.confirmText" />
        </p>
      </Modal>
    </>
  );
}

function RequestState({ request, day }: { request: OwnErasureRequest; day: (iso: string) => string }) {
  const intl = useIntl();
  if (request.status === 'PENDING')
    return (
      <Notification
        type="info"
        title={intl.formatMessage({ id: 'patient.account.delete.pendingTitle' })}
        message={intl.formatMessage(
          { id: 'patient.account.delete.pending' },
          { date: day(request.requestedAt) },
        )}
      />
    );
  if (request.status === 'DECLINED')
    return (
      <Notification
        type="warning"
        title={intl.formatMessage({ id: 'patient.account.delete.declinedTitle' })}
        message={intl.formatMessage(
          { id: 'patient.account.delete.declined' },
          { date: day(request.decidedAt ?? request.requestedAt), reason: request.reason ?? '' },
        )}
      />
    );
  return null;
}
