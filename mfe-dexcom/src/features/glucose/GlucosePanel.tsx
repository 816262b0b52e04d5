import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAxiosError } from '@dcp/shared/http';
import { GLUCOSE_PERIODS } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Button, Card, Spinner } from '@dcp/shared/ui';
import { useStatus } from './api/getStatus';
import { useSummary } from './api/getSummary';
import { GlucoseStatus } from './GlucoseStatus';
import { TargetSetSelect } from './TargetSetSelect';
import { useFirstSync } from './useFirstSync';
import { RiskTiles } from './charts/RiskTiles';
import { StatTiles } from './charts/StatTiles';
import { TirBar } from './charts/TirBar';

const loadCharts = () => import('./charts/ProfileCharts');
const ProfileCharts = lazy(loadCharts);

/** Graphs wait 1 s before their first load, and 500 ms after a refresh event (req G§4 "Charts"). */
export const FIRST_LOAD_DELAY_MS = 1000;
export const AFTER_REFRESH_DELAY_MS = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long the graphs still wait when the wait began at `waitFrom` (`performance.now()`). */
const waitLeft = (waitFrom: number) => Math.max(0, FIRST_LOAD_DELAY_MS - (performance.now() - waitFrom));

/**
 * Glucose for one patient: the link status and the charts. A patient sees its own (no userId); a
 * doctor passes the patient's id, and a 401/403 means the patient opted out (req G§4). On the glucose
 * page (`page`) the page's own "Glucose" heading heads it, not a second one. `waitFrom`: when the
 * page that shows the panel began (`performance.now()`); the graphs' 1 s wait counts from there, so
 * a page that mounts the panel later (the patient's home, below its result) does not add the wait
 * after its own work (issue 41 point 5). Without it the wait counts from the panel's mount.
 */
export function GlucosePanel({
  userId,
  page = false,
  waitFrom,
}: {
  userId?: string;
  page?: boolean;
  waitFrom?: number;
}) {
  const intl = useIntl();
  const { account } = useSession();
  const patient = account?.accountType === 'patient';
  // The reader's unit: a doctor sees a patient's glucose in the doctor's own (issue 24 point 4).
  const unit = account?.glucoseUnit ?? 'mg/dL';
  const [days, setDays] = useState<number>(14);
  // Read once, at mount: the wait's end does not move with later renders.
  const [left] = useState(() => (waitFrom === undefined ? FIRST_LOAD_DELAY_MS : waitLeft(waitFrom)));
  const [ready, setReady] = useState(left === 0);
  useEffect(() => {
    if (left === 0) return;
    const t = setTimeout(() => setReady(true), left);
    return () => clearTimeout(t);
  }, [left]);
  const status = useStatus(userId, Boolean(account));
  // A linked patient's charts will be drawn: their code is fetched and run while the wait and the
  // summary are awaited, not after them.
  const linked = Boolean(status.data?.connected);
  useEffect(() => {
    if (linked) void loadCharts();
  }, [linked]);
  const summary = useSummary(days, userId, ready && Boolean(status.data));
  // The charts (AGP, 14 daily traces) render at transition priority: React builds them between frames,
  // so a period button answers at once (issue 9: no long task). Until then the previous period's charts
  // stay, or the spinner on a first load.
  const charted = useDeferredValue(summary.data ?? null, null);
  // A first sync still running in the background: checked again until it ends, then charted afresh.
  const arriving = useFirstSync(status.data, status.reload, summary.reload);
  const denied = [status.error, summary.error].some(
    (e) => isAxiosError(e) && (e.response?.status === 401 || e.response?.status === 403),
  );
  if (denied && !patient)
    return (
      <Card>
        <p>
          <FormattedMessage id="dexcom.charts.optedOut" />
        </p>
      </Card>
    );
  if (status.error && !status.data)
    return (
      <Card>
        <p role="alert">
          <FormattedMessage id="dexcom.status.checkFailed" />
        </p>
      </Card>
    );
  if (!status.data) return <Spinner label={intl.formatMessage({ id: 'dexcom.common.loading' })} />;
  const stats = summary.data?.statistics;
  const link = status.data;
  // The link status below offers Connect to this patient.
  const toConnect = patient && !link.connected && !link.needsReconnect && !link.dexcomOptedOut;
  const emptyText = !patient
    ? 'dexcom.charts.noDataStaff'
    : toConnect
      ? 'dexcom.charts.noData'
      : 'dexcom.charts.noReadings';
  const empty = summary.data && summary.data.statistics.totalReadings === 0;
  // The periods choose among readings: over none they would toggle nothing (issue 36 point 17). The
  // previous period's answer stays while the next loads, so they do not blink out on a press.
  const readings = Boolean(summary.data && !empty);
  return (
    <Card aria-labelledby={page ? undefined : 'glucose-title'}>
      {page ? null : (
        <h2 id="glucose-title">
          <FormattedMessage id="dexcom.charts.title" />
        </h2>
      )}
      <GlucoseStatus
        status={status.data}
        patient={patient}
        headingLevel={page ? 2 : 3}
        onChanged={() =>
          void status
            .reload()
            .then(() => sleep(AFTER_REFRESH_DELAY_MS))
            .then(() => summary.reload())
        }
      />
      {/* A doctor chooses the patient's targets (issue 42 point 1); the figures below follow them. */}
      {!patient && userId && summary.data ? (
        <TargetSetSelect userId={userId} value={summary.data.targets} onSaved={() => void summary.reload()} />
      ) : null}
      {readings ? (
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'dexcom.charts.period' })}
          style={{ display: 'flex', gap: '0.5rem', margin: '1rem 0' }}
        >
          {GLUCOSE_PERIODS.map((d) => (
            <Button
              key={d}
              variant={d === days ? 'primary' : 'secondary'}
              aria-pressed={d === days}
              // A transition: the re-render a press causes is done in slices, never one long task.
              onClick={() => startTransition(() => setDays(d))}
            >
              <FormattedMessage id="dexcom.charts.days" values={{ n: d }} />
            </Button>
          ))}
        </div>
      ) : null}
      {arriving ? (
        <p role="status">
          <FormattedMessage id="dexcom.charts.arriving" />
        </p>
      ) : null}
      {summary.loading || !ready ? (
        <Spinner label={intl.formatMessage({ id: 'dexcom.common.loading' })} />
      ) : null}
      {summary.error && !summary.loading ? (
        <p role="alert">
          <FormattedMessage id="dexcom.charts.loadError" />{' '}
          <Button variant="secondary" onClick={() => void summary.reload()}>
            <FormattedMessage id="dexcom.common.tryAgain" />
          </Button>
        </p>
      ) : null}
      {empty ? (
        <div>
          <p>
            {/* Written to whoever reads it: a doctor cannot connect the patient's monitor, and a
                patient already linked (or who opted out) has nothing to connect. Its Connect button
                is the link status's, just above: one per panel (issue 36 point 17). */}
            <FormattedMessage id={emptyText} />
          </p>
          {/* Try Again only where reading again can find something: a link whose first sync may
              still be bringing the readings in (req G§8 "No data"; nothing failed otherwise). */}
          {link.connected && !arriving ? (
            <Button variant="secondary" onClick={() => void summary.reload()}>
              <FormattedMessage id="dexcom.common.tryAgain" />
            </Button>
          ) : null}
        </div>
      ) : null}
      {stats && !empty && summary.data ? (
        <div style={{ display: 'grid', gap: '1.5rem' }}>
          <p>
            <FormattedMessage
              id={summary.data.historical ? 'dexcom.charts.periodHistorical' : 'dexcom.charts.periodLine'}
              values={{
                from: intl.formatDate(summary.data.start, { dateStyle: 'medium' }),
                to: intl.formatDate(summary.data.end, { dateStyle: 'medium' }),
              }}
            />
            {stats.sufficient ? null : (
              <>
                {' '}
                <strong>
                  <FormattedMessage id="dexcom.charts.insufficient" />
                </strong>
              </>
            )}
          </p>
          <StatTiles stats={stats} unit={unit} />
          <TirBar stats={stats} unit={unit} targets={summary.data.targets} />
          <RiskTiles summary={summary.data} unit={unit} headingLevel={page ? 2 : 3} />
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'dexcom.common.loading' })} />}>
            {charted ? (
              <ProfileCharts summary={charted} unit={unit} />
            ) : (
              <Spinner label={intl.formatMessage({ id: 'dexcom.common.loading' })} />
            )}
          </Suspense>
        </div>
      ) : null}
    </Card>
  );
}
