import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DexcomStatus } from '@dcp/shared/contracts';
import { Button, Modal } from '@dcp/shared/ui';
import { openConsent } from './openConsent';
import { disconnectDexcom, optInDexcom, optOutDexcom } from './api/linkActions';
import { syncGlucose } from './api/syncGlucose';
import { forgetStatus } from './api/getStatus';
import { failureText, type LinkAction } from './failureText';
import { lastSyncText, reasonText } from './lastSync';

interface Props {
  status: DexcomStatus;
  /** Patients manage their link; a doctor only sees it. */
  patient: boolean;
  onChanged: () => void;
  /** Under the panel's "Glucose" (3), or directly under the glucose page's title (2). */
  headingLevel?: 2 | 3;
}

/** The link status with its actions: refresh, disconnect (confirmed), opt out / opt in (patients). */
export function GlucoseStatus({ status, patient, onChanged, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (what: LinkAction, action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      // The link changed: the cooldown's last answer is stale.
      forgetStatus();
      onChanged();
    } catch (e) {
      setError(failureText(intl, what, e));
    } finally {
      setBusy(false);
    }
  };
  const state = status.dexcomOptedOut
    ? 'optedOut'
    : status.connected
      ? 'connected'
      : status.dexcomSkipped
        ? 'skipped'
        : 'notConnected';
  const reason = reasonText(intl, status.reason);
  return (
    <section aria-labelledby="dexcom-status-title">
      <Heading id="dexcom-status-title">
        <FormattedMessage id="dexcom.status.title" />
      </Heading>
      <p role="status">
        <FormattedMessage id={`dexcom.status.${state}`} />{' '}
        {status.connected ? (
          <FormattedMessage
            id="dexcom.status.lastSync"
            values={{ when: lastSyncText(intl, status.lastSync) }}
          />
        ) : null}
      </p>
      {reason ? <p>{reason}</p> : null}
      {/* Opting out withdraws the consent to share (issue 28 point 4): say what becomes of the readings. */}
      {patient && status.dexcomOptedOut ? (
        <p>
          <FormattedMessage id="dexcom.status.optedOutStored" />
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {patient ? (
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {status.connected ? (
            <>
              <Button disabled={busy} onClick={() => void run('refresh', syncGlucose)}>
                <FormattedMessage id="dexcom.status.refresh" />
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirm(true)}>
                <FormattedMessage id="dexcom.status.disconnect" />
              </Button>
            </>
          ) : null}
          {!status.connected && !status.dexcomOptedOut ? (
            <Button disabled={busy} onClick={() => openConsent()}>
              <FormattedMessage
                id={status.needsReconnect ? 'dexcom.status.reconnect' : 'dexcom.status.connect'}
              />
            </Button>
          ) : null}
          {status.dexcomOptedOut ? (
            <Button
              disabled={busy}
              onClick={() =>
                // Opting in clears the opt-out; linking again asks for the consent again.
                void run('connect', async () => {
                  await optInDexcom();
                  openConsent();
                })
              }
            >
              <FormattedMessage id="dexcom.status.optIn" />
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => void run('optOut', optOutDexcom)}>
              <FormattedMessage id="dexcom.status.optOut" />
            </Button>
          )}
        </div>
      ) : null}
      {
        <Modal
          open={confirm}
          title={intl.formatMessage({ id: 'dexcom.status.disconnectTitle' })}
          onClose={() => setConfirm(false)}
          closeLabel={intl.formatMessage({ id: 'dexcom.common.cancel' })}
          footer={
            // A way back that says so, beside the action (issue 36 point 17), not only the corner ×.
            <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              <Button variant="secondary" onClick={() => setConfirm(false)}>
                <FormattedMessage id="dexcom.common.cancel" />
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirm(false);
                  void run('disconnect', disconnectDexcom);
                }}
              >
                <FormattedMessage id="dexcom.status.disconnect" />
              </Button>
            </div>
          }
        >
          <p>
            <FormattedMessage id="dexcom.status.disconnectConfirm" />
          </p>
        </Modal>
      }
    </section>
  );
}
