import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal } from '@dcp/shared/ui';

/**
 * Agreeing the care plan locks the review for good and e-mails the patient, so it is asked for
 * once more (issue 14 point 6). Escape and "Go back" leave everything as it was.
 */
export function ConfirmCarePlan({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'doctor.results.confirm.title' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'shared.ui.close' })}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            <FormattedMessage id="doctor.results.confirm.back" />
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
            <FormattedMessage id="doctor.results.confirm.agree" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="doctor.results.confirm.body" />
      </p>
    </Modal>
  );
}
