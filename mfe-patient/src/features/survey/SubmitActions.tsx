import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@dcp/shared/ui';

/** doc 2 §9: submission starts by itself this long after the summary appears. */
export const AUTO_SUBMIT_MS = 800;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export interface SubmitActionsProps {
  /** false for the survey with the start dialog: it waits for an explicit Submit Survey (doc 2 §4). */
  auto: boolean;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
}

/** The summary's Submit Survey / Cancel; Cancel also stops a pending automatic submit. */
export function SubmitActions({ auto, onSubmit, onCancel }: SubmitActionsProps) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A ref, not state: the pending automatic submit must see a manual one at once, or both are sent.
  const started = useRef(false);

  const submit = async () => {
    clearTimeout(timer.current);
    if (started.current) return;
    started.current = true;
    setBusy(true);
    try {
      await onSubmit();
    } catch {
      // The http client has shown the server's message; the patient may try again.
      started.current = false;
      setBusy(false);
    }
  };

  // An effect event, so the timer started once still calls the latest onSubmit.
  const autoSubmit = useEffectEvent(() => void submit());
  useEffect(() => {
    if (!auto) return;
    timer.current = setTimeout(autoSubmit, AUTO_SUBMIT_MS);
    return () => clearTimeout(timer.current);
  }, [auto]);

  return (
    <Row>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        <FormattedMessage id="patient.survey.cancel" />
      </Button>
      <Button disabled={busy} onClick={() => void submit()}>
        <FormattedMessage id="patient.survey.submit" />
      </Button>
    </Row>
  );
}
