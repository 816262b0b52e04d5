import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { PageHeader } from '@dcp/shared/ui';
import { useSession } from '@dcp/shared/session';
import { Exposed } from '@dcp/shared/spa';
import { useInstances } from '@dcp/shared/survey';
import { ResultDetails } from '../results';
import { LoadState } from '../survey';

/** patient/home: the latest completed survey with its care plan, else the results page (doc 2 §2). */
export function HomePage() {
  const signedIn = Boolean(useSession().account);
  const { data, loading, error } = useInstances(signedIn ? 'own' : null);

  if (loading) return <LoadState />;
  if (error) return <LoadState failed />;
  // The list is newest first, so the first completed one is the latest.
  const latest = data?.find((i) => i.status === 'COMPLETED');
  if (!latest) return <Navigate to="/patient/results" replace />;
  return (
    <>
      <PageHeader title={<FormattedMessage id="patient.home.title" />} />
      <ResultDetails id={latest.id} />
      {/* Glucose status and charts, from mfe-dexcom (Module Federation). */}
      <Exposed id="mfe_dexcom/Glucose" />
    </>
  );
}
