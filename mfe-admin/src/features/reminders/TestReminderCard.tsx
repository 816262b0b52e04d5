import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { TestReminderSent } from '@dcp/shared/contracts';
import { Button, Card } from '@dcp/shared/ui';
import { useSendTestReminder } from './api/sendTestReminder';

// "Send me a test reminder" (issue 36 point 15): the admin sees in their own inbox what their patients
// receive. The button says it is sending; the line under it (a live region, there from the start so
// screen readers announce what it says next) says where it went, or that the outbox sends it later.

const Result = styled.p<{ $kind: 'sent' | 'waiting' | 'failed' | null }>`
  margin: 0;
  font-weight: 600;
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  color: ${({ theme, $kind }) =>
    $kind === 'failed'
      ? theme.colors.danger
      : $kind === 'waiting'
        ? theme.colors.warning
        : theme.colors.success};
`;

export function TestReminderCard({ clinicId }: { clinicId: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.reminders.test.${id}` }, values);
  const { save, busy } = useSendTestReminder();
  const [result, setResult] = useState<TestReminderSent | 'failed' | null>(null);

  const press = async () => {
    if (!clinicId) return;
    setResult(null);
    try {
      setResult(await save(clinicId));
    } catch {
      // The http client has shown why (a limit says when to try again); the line says it did not go.
      setResult('failed');
    }
  };
  const kind = result === null ? null : result === 'failed' ? 'failed' : result.delivery;

  return (
    <Card as="section" aria-labelledby="test-reminder-heading">
      <h2 id="test-reminder-heading">{t('title')}</h2>
      <p>{t('text')}</p>
      <Button onClick={() => void press()} disabled={busy || !clinicId} aria-busy={busy}>
        {busy ? t('sending') : t('button')}
      </Button>
      <Result role="status" $kind={kind}>
        {result === null ? '' : result === 'failed' ? t('failed') : t(result.delivery, { email: result.to })}
      </Result>
    </Card>
  );
}
