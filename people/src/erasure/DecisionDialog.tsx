import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { ErasureOutcome, ErasureRequestItem } from '@dcp/shared/contracts';
import { Button, FormError, Modal, TextArea } from '@dcp/shared/ui';
import { useDecideErasure } from './api/decideErasure';

const Reason = styled(TextArea)`
  min-height: 5rem;
`;

export interface Decision {
  request: ErasureRequestItem;
  approve: boolean;
}

/**
 * Approve or decline one request, with the reason the decision keeps (a declined patient reads it).
 * Approving erases at once and cannot be undone, so the dialog says so before the button.
 */
export function DecisionDialog({
  decision,
  onClose,
  onDecided,
}: {
  decision: Decision;
  onClose: () => void;
  onDecided: (outcome: ErasureOutcome) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `shared.erasure.${id}` }, values);
  const { save, busy } = useDecideErasure();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const formId = useId();
  const { request, approve } = decision;
  const who = request.patient.name || request.patient.email;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setMissing(true);
    try {
      onDecided(await save(request.id, approve, reason.trim()));
    } catch {
      /* said by the http client; the dialog stays open */
    }
  };

  return (
    <Modal
      open
      title={t(approve ? 'approveTitle' : 'declineTitle', { name: who })}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant={approve ? 'danger' : 'primary'} disabled={busy}>
            {t(approve ? 'approveConfirm' : 'declineConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <p>{t(approve ? 'approveText' : 'declineText')}</p>
        <label htmlFor={fieldId}>{t('reason')}</label>
        <Reason
          id={fieldId}
          value={reason}
          maxLength={500}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${fieldId}-error` : undefined}
          onChange={(e) => (setReason(e.target.value), setMissing(false))}
        />
        {missing ? <FormError id={`${fieldId}-error`}>{t('reasonMissing')}</FormError> : null}
      </form>
    </Modal>
  );
}
