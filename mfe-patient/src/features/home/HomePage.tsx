import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { PageHeader, Stack } from '@dcp/shared/ui';
import { useSession } from '@dcp/shared/session';
import { Exposed } from '@dcp/shared/spa';
import { latestCompleted, useInstances } from '@dcp/shared/survey';
import { useLoad } from '@dcp/shared/data';
import { ResultDetails } from '../results';
import { LoadState } from '../survey';
import { ContinueCard } from './ContinueCard';
import { getGlucoseLink, markOffered, offersConnect } from './api/getGlucoseLink';

/**
 * patient/home: a questionnaire still to answer first ("Continue your questionnaire", issue 28 point
 * 8), then the latest completed survey with its care plan (req G§2). With neither, the results page;
 * with only an open questionnaire, home stays to offer it (it is what the patient came back for).
 * A patient with no questionnaire at all who has not yet linked, skipped or opted out of Dexcom is
 * offered the connect page first (req G§2, issue 28 point 3). The patient's own glucose has its
 * sidebar entry (issue 36 point 5), so the redirect to Results never hides it.
 */
/** The glucose status and charts, from mfe-dexcom (Module Federation); their files are preloaded by spa.tsx. */
export const GLUCOSE_PANEL = 'mfe_dexcom/Glucose';

/** The consent page (mfe-dexcom's `consentPath`), coming back to the patient's glucose page. */
const CONNECT_THEN_GLUCOSE = `/dexcom/auth?returnUrl=${encodeURIComponent('/dexcom/glucose')}`;

export function HomePage() {
  const signedIn = Boolean(useSession().account);
  const { data, loading, error } = useInstances(signedIn ? 'own' : null);
  const none = data?.length === 0;
  const glucose = useLoad(getGlucoseLink, none ? 'glucose-link' : null);
  // The latest result is the page's largest content: the glucose panel (its module, its 1 s wait of
  // req G§4, its charts) starts once it is drawn, below it, so it neither delays it nor is pushed
  // down by it (issue 41 point 1).
  const [resultShown, setResultShown] = useState(false);
  const onResultShown = useCallback(() => setResultShown(true), []);
  // The panel's 1 s wait before its graphs load counts from the home's start, so it passes while the
  // result is drawn instead of after it (issue 41 point 5: 1 s less to the charts, every visit).
  const [panelProps] = useState(() => ({ waitFrom: performance.now() }));

  if (loading || (none && glucose.loading)) return <LoadState />;
  if (error) return <LoadState failed />;
  // A failed status read is no reason to keep the patient from their results.
  if (none && glucose.data && offersConnect(glucose.data)) {
    markOffered();
    // Once linked, the patient lands on their own glucose: with nothing to answer or read, Home
    // would send them on to an empty Results (issue 36 point 5).
    return <Navigate to={CONNECT_THEN_GLUCOSE} replace />;
  }
  const latest = data ? latestCompleted(data) : undefined;
  // The oldest one still open: the list is newest first.
  const open = data?.filter((i) => i.status === 'CREATED' || i.status === 'IN_PROGRESS').at(-1);
  if (!latest && !open) return <Navigate to="/patient/results" replace />;
  return (
    <>
      <PageHeader title={<FormattedMessage id="patient.home.title" />} />
      <Stack>
        {open ? <ContinueCard open={open} /> : null}
        {latest ? <ResultDetails id={latest.id} onShown={onResultShown} /> : null}
      </Stack>
      {!latest || resultShown ? <Exposed id={GLUCOSE_PANEL} props={panelProps} /> : null}
    </>
  );
}
