import { useState } from 'react';
import styled from 'styled-components';
import { FormattedDate, useIntl } from 'react-intl';
import type { ErasureOutcome, ErasureRequestItem } from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { Button, Card, Skeleton, Table, type Column } from '@dcp/shared/ui';
import { useErasureRequests } from './api/getErasureRequests';
import { DecisionDialog, type Decision } from './DecisionDialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The pending account deletion requests the API lets the reader decide (issue 37 point 4): the
 * admin's clinic, or every clinic for the superadmin (`showClinic` adds the clinic's name). Each is
 * approved or declined with a reason. With the clinic's two-person rule a request shows who gave the
 * first approval, and the same person cannot give the second (the API refuses it too).
 */
export function ErasureRequestsPanel({ showClinic = false }: { showClinic?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `shared.erasure.${id}` }, values);
  const { data, loading, error, reload } = useErasureRequests();
  const [decision, setDecision] = useState<Decision | null>(null);

  const decided = async (outcome: ErasureOutcome) => {
    setDecision(null);
    notify({ type: 'success', title: t('doneTitle'), message: t(`done.${outcome.status}`) });
    await reload();
  };

  const who = (r: ErasureRequestItem) => r.patient.name || r.patient.email;
  const columns: Column<ErasureRequestItem>[] = [
    { key: 'patient', header: t('column.patient'), render: who },
    { key: 'email', header: t('column.email'), render: (r) => r.patient.email },
    ...(showClinic
      ? [{ key: 'clinic', header: t('column.clinic'), render: (r: ErasureRequestItem) => r.clinic.name }]
      : []),
    {
      key: 'asked',
      header: t('column.asked'),
      render: (r) => <FormattedDate value={r.requestedAt} dateStyle="medium" />,
    },
    {
      key: 'state',
      header: t('column.state'),
      render: (r) =>
        r.firstApproval
          ? t(r.firstApproval.mine ? 'firstApprovalMine' : 'firstApproval', { name: r.firstApproval.name })
          : t('awaiting'),
    },
    {
      key: 'actions',
      header: t('column.actions'),
      render: (r) => (
        <Actions>
          <Button
            variant="danger"
            disabled={r.firstApproval?.mine}
            aria-label={t('approveFor', { name: who(r) })}
            onClick={() => setDecision({ request: r, approve: true })}
          >
            {t('approve')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('declineFor', { name: who(r) })}
            onClick={() => setDecision({ request: r, approve: false })}
          >
            {t('decline')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <Card>
        {loading && !data ? (
          <Skeleton label={intl.formatMessage({ id: 'shared.ui.loading' })} lines={3} />
        ) : null}
        {error ? <p role="alert">{t('loadError')}</p> : null}
        {data ? (
          <Table
            caption={t('caption')}
            columns={columns}
            rows={data.content}
            rowKey={(r) => r.id}
            empty={t('empty')}
          />
        ) : null}
      </Card>
      {decision ? (
        <DecisionDialog
          decision={decision}
          onClose={() => setDecision(null)}
          onDecided={(o) => void decided(o)}
        />
      ) : null}
    </>
  );
}
