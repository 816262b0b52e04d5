import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@dcp/shared/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
// Inset text (design D§13): what happens on each button, before the patient chooses.
const Inset = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
`;

export interface SubmitActionsProps {
  onSubmit: () => Promise<void>;
  /** Nothing can be sent while offline: Submit waits (the questionnaire says why). */
  offline?: boolean;
  /** Leaves without sending; every answer is already saved, so the patient can come back to it. */
  onCancel: () => void;
}

/**
 * The summary's "Submit survey" and "Cancel" (req G§2). Nothing is sent until the patient presses
 * Submit: the spec's 800 ms step only brings the summary (issue 14 point 2).
 */
export function SubmitActions({ onSubmit, onCancel, offline = false }: SubmitActionsProps) {
  const [busy, setBusy] = useState(false);
  // A ref, not state: a double click must see the first press at once, or two submits are sent.
  const started = useRef(false);

  const submit = async () => {
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

  return (
    <>
      <Inset>
        <FormattedMessage id="patient.survey.beforeSubmit" />
      </Inset>
      <Row>
        <Button disabled={busy || offline} onClick={() => void submit()}>
          <FormattedMessage id="patient.survey.submit" />
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          <FormattedMessage id="patient.survey.cancel" />
        </Button>
      </Row>
    </>
  );
}
