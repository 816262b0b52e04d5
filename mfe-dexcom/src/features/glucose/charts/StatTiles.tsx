import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CV_TARGET, type GlucoseStatistics } from '@dcp/shared/contracts';

const Tiles = styled.dl`
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

/** Mean, GMI, CV, % time active and days with data, each a labelled value (consensus metrics). */
export function StatTiles({ stats }: { stats: GlucoseStatistics }) {
  const intl = useIntl();
  const n = (v: number | null, digits = 1) =>
    v === null ? '–' : intl.formatNumber(v, { maximumFractionDigits: digits });
  const tiles: [string, string, string?][] = [
    ['mean', `${n(stats.averageGlucose, 0)} mg/dL`],
    ['gmi', `${n(stats.gmi)} %`],
    ['cv', `${n(stats.cv)} %`, intl.formatMessage({ id: 'dexcom.stats.cvTarget' }, { n: CV_TARGET })],
    ['sd', `${n(stats.sd)} mg/dL`],
    ['active', `${n(stats.activePercent)} %`],
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
