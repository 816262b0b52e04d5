import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPercent } from '@dcp/shared/i18n';
import {
  EPISODE_LEVELS,
  formatGlucose,
  GLUCOSE_RISK,
  type GlucoseSummary,
  type GlucoseUnit,
} from '@dcp/shared/contracts';
import { Tiles } from './StatTiles';

type Kind = 'points' | 'count';

/**
 * GRI with its zone, time in range and below range, time in tight range and the hypoglycaemic
 * episodes of both levels (issue 42 point 2), each that has one with its change from the previous
 * period of the same length. Thresholds are written in the reader's unit.
 */
export function RiskTiles({
  summary,
  unit,
  headingLevel,
}: {
  summary: GlucoseSummary;
  unit: GlucoseUnit;
  headingLevel: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { risk, previous, statistics, days } = summary;
  const g = (mgdl: number) => formatGlucose(mgdl, unit, intl.locale);
  const pct = (v: number) => formatPercent(intl, v, 1);
  /** "↑ +3.2 points from the previous 14 days"; the arrow is decoration, the sign says it. */
  const change = (now: number | null, before: number | null | undefined, kind: Kind): ReactNode => {
    if (!previous) return <FormattedMessage id="dexcom.risk.noPrevious" values={{ days }} />;
    if (now === null || before === null || before === undefined) return null;
    const delta = Math.round((now - before) * 10) / 10;
    if (delta === 0) return <FormattedMessage id="dexcom.risk.same" values={{ days }} />;
    const signed = intl.formatNumber(delta, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
    return (
      <>
        <span aria-hidden="true">{delta > 0 ? '↑ ' : '↓ '}</span>
        <FormattedMessage
          id={kind === 'points' ? 'dexcom.risk.changePoints' : 'dexcom.risk.changeCount'}
          values={{ delta: signed, n: Math.abs(delta), days }}
        />
      </>
    );
  };
  const tiles: { id: string; label: ReactNode; value: ReactNode; notes: ReactNode[] }[] = [
    {
      id: 'gri',
      label: <FormattedMessage id="dexcom.risk.gri" />,
      value: risk.gri === null ? '–' : intl.formatNumber(risk.gri, { maximumFractionDigits: 1 }),
      notes: [
        risk.griZone === null ? null : (
          // The zone is what a clinician reads first: as large as the tile's label.
          <strong style={{ fontSize: '1.25em' }}>
            <FormattedMessage id="dexcom.risk.zone" values={{ zone: risk.griZone }} />
          </strong>
        ),
        risk.griHypo === null ? null : (
          <FormattedMessage
            id="dexcom.risk.griParts"
            values={{
              hypo: intl.formatNumber(risk.griHypo, { maximumFractionDigits: 1 }),
              hyper: intl.formatNumber(risk.griHyper ?? 0, { maximumFractionDigits: 1 }),
            }}
          />
        ),
        change(risk.gri, previous?.gri, 'count'),
      ],
    },
    {
      id: 'tir',
      label: <FormattedMessage id="dexcom.risk.tir" />,
      value: pct(statistics.inRangePercentage),
      notes: [change(statistics.inRangePercentage, previous?.inRange, 'points')],
    },
    {
      id: 'tbr',
      label: <FormattedMessage id="dexcom.risk.tbr" />,
      value: pct(statistics.lowPercentage),
      notes: [change(statistics.lowPercentage, previous?.low, 'points')],
    },
    {
      id: 'tight',
      label: (
        <FormattedMessage
          id="dexcom.risk.tight"
          values={{ from: g(GLUCOSE_RISK.tightMin), to: g(GLUCOSE_RISK.tightMax), unit }}
        />
      ),
      value: pct(risk.tightRange),
      notes: [],
    },
    ...EPISODE_LEVELS.map((level) => {
      const e = risk.episodes[level];
      return {
        id: level,
        label: (
          <FormattedMessage
            id="dexcom.risk.episodes"
            values={{ below: g(GLUCOSE_RISK.episodeBelow[level]), unit }}
          />
        ),
        value: String(e.count),
        notes: [
          <FormattedMessage
            key="week"
            id={e.nightPercent === null ? 'dexcom.risk.perWeek' : 'dexcom.risk.perWeekNight'}
            values={{
              n: intl.formatNumber(e.perWeek, { maximumFractionDigits: 1 }),
              night: e.nightPercent === null ? '' : pct(e.nightPercent),
            }}
          />,
          change(e.count, previous?.[level], 'count'),
        ],
      };
    }),
  ];
  return (
    <section aria-labelledby="glucose-risk-title">
      <Heading id="glucose-risk-title">
        <FormattedMessage id="dexcom.risk.title" />
      </Heading>
      <Tiles data-testid="glucose-risk">
        {tiles.map(({ id, label, value, notes }) => (
          <div key={id} data-figure={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            {notes
              .filter((n) => n !== null)
              .map((n, i) => (
                <dd key={i} style={{ fontSize: '0.8em', fontWeight: 400 }}>
                  {n}
                </dd>
              ))}
          </div>
        ))}
      </Tiles>
    </section>
  );
}
