import { FormattedMessage, useIntl } from 'react-intl';
import { formatPercent } from '@dcp/shared/i18n';
import styled from 'styled-components';
import {
  GLUCOSE_BANDS,
  GLUCOSE_TARGET_SETS,
  type GlucoseStatistics,
  type GlucoseUnit,
  type TargetSetName,
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

/**
 * The five bands as one stacked bar, each with its percentage, range and consensus goal in text, by
 * the patient's target set (issue 42 point 1), which the caption names. A band whose group has no
 * goal of its own (pregnancy's above 250, older people's below 54) shows its percentage only.
 */
export function TirBar({
  stats,
  unit,
  targets = 'standard',
}: {
  stats: GlucoseStatistics;
  unit: GlucoseUnit;
  targets?: TargetSetName;
}) {
  const intl = useIntl();
  const labels = bandLabels(intl, unit, targets);
  const goals = GLUCOSE_TARGET_SETS[targets].goals;
  // The standard set's times keep their original ids; the others' are named by their set.
  const timeId = (b: string) =>
    targets === 'standard' ? `dexcom.charts.targetTime.${b}` : `dexcom.charts.targetTime.${targets}.${b}`;
  return (
    <figure aria-labelledby="tir-caption" style={{ margin: 0 }}>
      <figcaption id="tir-caption">
        <strong>
          <FormattedMessage id="dexcom.charts.tirTitle" />
        </strong>{' '}
        <span data-testid="targets-applied">
          <FormattedMessage id={`dexcom.targets.applied.${targets}`} />
        </span>
      </figcaption>
      <Row>
        <Stack aria-hidden="true">
          {GLUCOSE_BANDS.map((b) => (
            <Segment key={b} $c={BAND_COLOURS[b]} $h={stats.bands[b]} />
          ))}
        </Stack>
        <List>
          {GLUCOSE_BANDS.map((b) => {
            const t = goals[b];
            const pct = formatPercent(intl, stats.bands[b], 1);
            const goal = t.over ?? t.under;
            const target =
              goal === undefined
                ? null
                : intl.formatMessage(
                    { id: t.over !== undefined ? 'dexcom.charts.targetOver' : 'dexcom.charts.targetUnder' },
                    { n: formatPercent(intl, goal) },
                  );
            return (
              <li key={b}>
                <Swatch $c={BAND_COLOURS[b]} aria-hidden="true" />
                {target === null ? (
                  <FormattedMessage id="dexcom.charts.bandLineNoTarget" values={{ band: labels[b], pct }} />
                ) : (
                  <FormattedMessage
                    id="dexcom.charts.bandLine"
                    values={{
                      band: labels[b],
                      pct,
                      target,
                      // The target as time in a day, as the consensus states it (req G§9).
                      time: intl.formatMessage({ id: timeId(b) }),
                    }}
                  />
                )}
              </li>
            );
          })}
        </List>
      </Row>
    </figure>
  );
}
