import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GLUCOSE_ERRORS, PROBLEM_CODE } from '@dcp/shared/contracts';
import { isAxiosError, problemCode, problemDetail } from '@dcp/shared/http';
import { exchangeToken, syncGlucose } from '../glucose';
import { Card, PageHeader, Spinner } from '@dcp/shared/ui';
import { forgetConsent, hasConsent } from './consent';

/** After-login sync attempts, their spacing, and the success page's wait (req G§9). */
const SYNC_ATTEMPTS = 3;
const SYNC_WAIT_MS = 3000;
const REDIRECT_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The API answers in the patient's language; the error page maps these by their English words. */
const KNOWN: Record<string, string> = {
  [PROBLEM_CODE.glucoseMissingState]: GLUCOSE_ERRORS.missingState,
  [PROBLEM_CODE.glucoseInvalidState]: GLUCOSE_ERRORS.invalidState,
  [PROBLEM_CODE.glucoseTokenExchange]: GLUCOSE_ERRORS.tokenExchange,
};
const failureOf = (e: unknown) =>
  (isAxiosError(e) && (KNOWN[problemCode(e.response?.data) ?? ''] ?? problemDetail(e.response?.data))) ||
  'token exchange failed';

type Phase = 'processing' | 'syncing' | 'stored' | 'success';

/** dexcom/callback: exchange the code (with the consent), sync, then success or the error page. */
export function CallbackPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>('processing');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) =>
      navigate(`/dexcom/error?message=${encodeURIComponent(message)}`, { replace: true });
    const error = params.get('error');
    const code = params.get('code');
    if (error)
      return void fail(
        params.get('error_description') ? `${error}: ${params.get('error_description')}` : error,
      );
    if (!code) return void fail('callback error');
    if (!hasConsent()) return void fail('consent');
    void (async () => {
      let returnUrl: string | null | undefined;
      try {
        const status = await exchangeToken({
          code,
          state: params.get('state') ?? undefined,
          cgmDataConsent: true,
        });
        returnUrl = status.returnUrl;
      } catch (e) {
        return fail(failureOf(e));
      } finally {
        forgetConsent();
      }
      setPhase('syncing');
      let synced = false;
      for (let attempt = 1; attempt <= SYNC_ATTEMPTS && !synced; attempt++) {
        synced = await syncGlucose().then(
          () => true,
          () => false,
        );
        if (!synced && attempt < SYNC_ATTEMPTS) await sleep(SYNC_WAIT_MS);
      }
      // Without a sync the charts show what is stored (stored-data mode).
      setPhase(synced ? 'success' : 'stored');
      await sleep(REDIRECT_MS);
      void navigate(returnUrl ?? '/dexcom/success', { replace: true });
    })();
  }, [navigate, params]);
  return (
    <Card>
      <PageHeader title={<FormattedMessage id="dexcom.callback.title" />} />
      <div role="status" aria-live="polite">
        {phase === 'success' || phase === 'stored' ? (
          <p>
            <FormattedMessage
              id={phase === 'success' ? 'dexcom.callback.success' : 'dexcom.callback.stored'}
            />
          </p>
        ) : (
          <Spinner label={intl.formatMessage({ id: `dexcom.callback.${phase}` })} />
        )}
      </div>
    </Card>
  );
}
