import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPercent } from '@dcp/shared/i18n';
import styled from 'styled-components';
import { CV_TARGET, formatGlucose, type GlucoseStatistics, type GlucoseUnit } from '@dcp/shared/contracts';

/** Labelled figures in a grid of bordered tiles (these and the risk tiles). */
export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    border: 1px solid #999;
    border-radius: 6px;
    padding: 0.5rem 0.75rem;
  }
  dt {
    font-size: 0.9em;
  }
  dd {
    margin: 0;
    font-size: 1.4em;
    font-weight: 600;
  }
`;
/** The unit beside a glucose figure, smaller, so "7.4 mmol/L" stays on one line in a narrow tile. */
export const Unit = styled.span`
  font-size: 0.65em;
  font-weight: 400;
  white-space: nowrap;
`;

/**
 * Mean, GMI, CV, SD, % time active and days with data, each a labelled value (consensus metrics).
 * Mean and SD are glucose figures, in the reader's unit; GMI and CV are percentages in any unit.
 */
export function StatTiles({ stats, unit }: { stats: GlucoseStatistics; unit: GlucoseUnit }) {
  const intl = useIntl();
  const glucose = (v: number | null) =>
    v === null ? (
      '–'
    ) : (
      <>
        {formatGlucose(v, unit, intl.locale)} <Unit>{unit}</Unit>
      </>
    );
  // Percentages through Intl: "7.1%" in English, "7,1 %" in Spanish.
  const pct = (v: number | null) => (v === null ? '–' : formatPercent(intl, v, 1));
  const tiles: [string, ReactNode, string?][] = [
    ['mean', glucose(stats.averageGlucose)],
    ['gmi', pct(stats.gmi)],
    ['cv', pct(stats.cv), intl.formatMessage({ id: 'dexcom.stats.cvTarget' }, { n: pct(CV_TARGET) })],
    ['sd', glucose(stats.sd)],
    ['active', pct(stats.activePercent)],
    ['days', String(stats.daysWithData)],
  ];
  return (
    <Tiles>
      {tiles.map(([id, value, hint]) => (
        <div key={id}>
          <dt>
            <FormattedMessage id={`dexcom.stats.${id}`} />
          </dt>
          <dd>{value}</dd>
          {hint ? <dd style={{ fontSize: '0.8em', fontWeight: 400 }}>{hint}</dd> : null}
        </div>
      ))}
    </Tiles>
  );
}
