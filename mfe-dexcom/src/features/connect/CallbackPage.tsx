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

/**
 * Where the callback is, in words (issue 36 point 14): connecting, a sync attempt, or how it ended —
 * synced, still syncing in the background (a long first sync), or showing what is stored.
 */
type Phase =
  | { kind: 'processing' }
  | { kind: 'syncing'; attempt: number }
  | { kind: 'success' | 'background' | 'stored' };

/** dexcom/callback: exchange the code (with the consent), sync, then success or the error page. */
export function CallbackPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'processing' });
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
      // Each attempt answers within 3 s: a first sync still running goes on in the background.
      let end: Phase = { kind: 'stored' };
      for (let attempt = 1; attempt <= SYNC_ATTEMPTS; attempt++) {
        setPhase({ kind: 'syncing', attempt });
        const result = await syncGlucose().catch(() => null);
        if (result) {
          end = { kind: result.inProgress ? 'background' : 'success' };
          break;
        }
        if (attempt < SYNC_ATTEMPTS) await sleep(SYNC_WAIT_MS);
      }
      // Without a sync the charts show what is stored (stored-data mode).
      setPhase(end);
      await sleep(REDIRECT_MS);
      void navigate(returnUrl ?? '/dexcom/success', { replace: true });
    })();
  }, [navigate, params]);
  const words =
    phase.kind === 'syncing'
      ? intl.formatMessage(
          { id: 'dexcom.callback.syncing' },
          { attempt: phase.attempt, attempts: SYNC_ATTEMPTS },
        )
      : intl.formatMessage({ id: `dexcom.callback.${phase.kind}` });
  const busy = phase.kind === 'processing' || phase.kind === 'syncing';
  return (
    <Card>
      <PageHeader title={<FormattedMessage id="dexcom.callback.title" />} />
      <div role="status" aria-live="polite">
        {busy ? <Spinner label={words} /> : null}
        {/* The spinner's label tells screen readers; the words are for everyone to see. */}
        <p aria-hidden={busy}>{words}</p>
      </div>
    </Card>
  );
}
