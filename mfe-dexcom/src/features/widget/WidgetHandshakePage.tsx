import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { peekConfig } from '@dcp/shared/config';
import { isAxiosError } from '@dcp/shared/http';
import { Card, PageHeader, Spinner } from '@dcp/shared/ui';
import { createWidgetSession } from './api/createWidgetSession';
import { embedderOrigin, handOver } from './handshake';

type Phase = 'working' | 'done' | 'refused' | 'noOpener' | 'failed';
const CLOSE_MS = 1500;

/**
 * dexcom/widget?origin=…: opened in a popup by the connect widget on another site. The signed-in
 * patient's portal asks the API for a widget token for that site (refused unless the site is in
 * DEXCOM_WIDGET_ORIGINS), posts it to the opener on that origin only, and closes.
 */
export function WidgetHandshakePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const origin = embedderOrigin(params);
  // Without a valid origin, or opened other than by the widget, there is nobody to hand a token to.
  const [phase, setPhase] = useState<Phase>(() =>
    !origin ? 'refused' : window.opener ? 'working' : 'noOpener',
  );
  const started = useRef(false);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (started.current || !origin || !opener) return;
    started.current = true;
    createWidgetSession({ origin }).then(
      ({ token, expiresAt }) => {
        handOver(opener, origin, { token, expiresAt, apiUrl: peekConfig()?.apiUrl ?? '' });
        setPhase('done');
        setTimeout(() => window.close(), CLOSE_MS);
      },
      (e: unknown) => setPhase(isAxiosError(e) && e.response?.status === 403 ? 'refused' : 'failed'),
    );
  }, [origin]);
  return (
    <Card>
      <PageHeader title={<FormattedMessage id="dexcom.widget.title" />} />
      {phase === 'working' ? (
        <Spinner label={intl.formatMessage({ id: 'dexcom.widget.working' })} />
      ) : (
        <p role={phase === 'done' ? 'status' : 'alert'}>
          <FormattedMessage id={`dexcom.widget.${phase}`} values={{ site: origin ?? '' }} />
        </p>
      )}
    </Card>
  );
}
