import { useIntl } from 'react-intl';
import { Card, Skeleton } from '@dcp/shared/ui';

/** A survey load under way, or failed: the same placeholder and error card on every patient page. */
export function LoadState({ failed = false }: { failed?: boolean }) {
  const intl = useIntl();
  if (failed) return <Card role="alert">{intl.formatMessage({ id: 'patient.survey.error' })}</Card>;
  return <Skeleton label={intl.formatMessage({ id: 'patient.survey.loading' })} />;
}
