import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { PageHeader, Stack } from '@dcp/shared/ui';
import { useSession } from '@dcp/shared/session';
import { Exposed } from '@dcp/shared/spa';
import { useInstances } from '@dcp/shared/survey';
import { ResultDetails } from '../results';
import { LoadState } from '../survey';
import { ContinueCard } from './ContinueCard';

/**
 * patient/home: a questionnaire still to answer first ("Continue your questionnaire", issue 28 point
 * 8), then the latest completed survey with its care plan (doc 2 §2). With neither, the results page;
 * with only an open questionnaire, home stays to offer it (it is what the patient came back for).
 */
export function HomePage() {
  const signedIn = Boolean(useSession().account);
  const { data, loading, error } = useInstances(signedIn ? 'own' : null);

  if (loading) return <LoadState />;
  if (error) return <LoadState failed />;
  // The list is newest first, so the first completed one is the latest.
  const latest = data?.find((i) => i.status === 'COMPLETED');
  // The oldest one still open: the list is newest first.
  const open = data?.filter((i) => i.status === 'CREATED' || i.status === 'IN_PROGRESS').at(-1);
  if (!latest && !open) return <Navigate to="/patient/results" replace />;
  return (
    <>
      <PageHeader title={<FormattedMessage id="patient.home.title" />} />
      <Stack>
        {open ? <ContinueCard open={open} /> : null}
        {latest ? <ResultDetails id={latest.id} /> : null}
      </Stack>
      {/* Glucose status and charts, from mfe-dexcom (Module Federation). */}
      <Exposed id="mfe_dexcom/Glucose" />
    </>
  );
}
