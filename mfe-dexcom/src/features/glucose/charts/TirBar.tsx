import { FormattedMessage, useIntl } from 'react-intl';
import { formatPercent } from '@dcp/shared/i18n';
import styled from 'styled-components';
import {
  GLUCOSE_BANDS,
  GLUCOSE_TARGETS,
  type GlucoseStatistics,
  type GlucoseUnit,
} from '@dcp/shared/contracts';
import { BAND_COLOURS, bandLabels } from './bands';

const Row = styled.div`
  display: grid;
  grid-template-columns: 3rem 1fr;
  gap: 1rem;
  align-items: stretch;
`;
const Stack = styled.div`
  display: flex;
  flex-direction: column-reverse;
  min-height: 14rem;
  border: 1px solid #555;
`;
const Segment = styled.div<{ $c: string; $h: number }>`
  background: ${(p) => p.$c};
  flex: 0 0 ${(p) => Math.max(p.$h, 0)}%;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column-reverse;
  justify-content: space-around;
  li {
    padding: 0.25rem 0;
  }
`;
const Swatch = styled.span<{ $c: string }>`
  display: inline-block;
  width: 0.8em;
  height: 0.8em;
  margin-right: 0.4em;
  background: ${(p) => p.$c};
  border: 1px solid #333;
`;

/** The five bands as one stacked bar, each with its percentage, range and consensus target in text. */
export function TirBar({ stats, unit }: { stats: GlucoseStatistics; unit: GlucoseUnit }) {
  const intl = useIntl();
  const labels = bandLabels(intl, unit);
  return (
    <figure aria-labelledby="tir-caption" style={{ margin: 0 }}>
      <figcaption id="tir-caption">
        <strong>
          <FormattedMessage id="dexcom.charts.tirTitle" />
        </strong>
      </figcaption>
      <Row>
        <Stack aria-hidden="true">
          {GLUCOSE_BANDS.map((b) => (
            <Segment key={b} $c={BAND_COLOURS[b]} $h={stats.bands[b]} />
          ))}
        </Stack>
        <List>
          {GLUCOSE_BANDS.map((b) => {
            const t = GLUCOSE_TARGETS[b];
            const target =
              t.over !== undefined
                ? intl.formatMessage({ id: 'dexcom.charts.targetOver' }, { n: formatPercent(intl, t.over) })
                : intl.formatMessage(
                    { id: 'dexcom.charts.targetUnder' },
                    { n: formatPercent(intl, t.under ?? 0) },
                  );
            return (
              <li key={b}>
                <Swatch $c={BAND_COLOURS[b]} aria-hidden="true" />
                <FormattedMessage
                  id="dexcom.charts.bandLine"
                  values={{
                    band: labels[b],
                    pct: formatPercent(intl, stats.bands[b], 1),
                    target,
                    // The target as time in a day, as the consensus states it (req G§9).
                    time: intl.formatMessage({ id: `dexcom.charts.targetTime.${b}` }),
                  }}
                />
              </li>
            );
          })}
        </List>
      </Row>
    </figure>
  );
}
