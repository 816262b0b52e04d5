import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Category, Score } from '@dcp/shared/contracts';
import { formatPercent } from '@dcp/shared/i18n';
import { ScrollRegion, VisuallyHidden } from '@dcp/shared/ui';
import { BubbleGraph } from './BubbleGraph';

const Grid = styled.table`
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.space[3]};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* Three short columns fit a phone once the padding is narrower (no sideways scrolling). */
  @media (max-width: 37.5rem) {
    width: 100%;
    th,
    td {
      padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    }
  }
`;

/**
 * Areas left out only by the limit: they score exactly what the last area picked scores, and the
 * questionnaire's order broke the tie (api/src/surveys/scoring.ts). Said, so the choice is no mystery.
 */
export function tiedOut(scores: readonly Score[], areas: readonly Category[]): Category[] {
  const last = scores.find((s) => s.category === areas[areas.length - 1]);
  if (!last) return [];
  return scores
    .filter((s) => !areas.includes(s.category))
    .filter((s) => s.scoreValue === last.scoreValue && s.scorePct === last.scorePct)
    .map((s) => s.category);
}

export interface ScoresSectionProps {
  scores: readonly Score[];
  areas: readonly Category[];
  /** Who reads it: how the areas were picked (the limit, a tie) is the clinician's to know (issue 36 point 17). */
  audience: 'patient' | 'staff';
}

/** Scores as the bubble graph and, as its text alternative and for exact values, a table. */
export function ScoresSection({ scores, areas, audience }: ScoresSectionProps) {
  const intl = useIntl();
  const captionId = useId();
  const name = (c: string) => intl.formatMessage({ id: `shared.survey.category.${c}` });
  const shown = scores.filter((s) => s.category !== 'PHQ2');
  const tied = audience === 'staff' ? tiedOut(shown, areas) : [];
  return (
    <section aria-labelledby="scores-heading">
      <h2 id="scores-heading">
        <FormattedMessage id="shared.survey.scores" />
      </h2>
      <p>
        <strong>
          <FormattedMessage id="shared.survey.areasOfFocus" />
        </strong>{' '}
        {/* Never "No information provided": it read as an error (issue 36 point 7). */}
        {areas.length > 0 ? (
          areas.map(name).join(', ')
        ) : (
          <FormattedMessage
            id={shown.length > 0 ? 'shared.survey.noAreaStoodOut' : 'shared.survey.noAreas'}
          />
        )}
      </p>
      {tied.length > 0 ? (
        <p>
          <FormattedMessage
            id="shared.survey.areasTie"
            values={{ max: areas.length, others: tied.map(name).join(', ') }}
          />
        </p>
      ) : null}
      <BubbleGraph scores={shown} />
      {shown.length > 0 ? (
        // Its three headings do not fit a phone in Spanish at the largest text size: the table then
        // scrolls in its own box, never the page (issue 36 point 16).
        <ScrollRegion labelledBy={captionId}>
          <Grid>
            <VisuallyHidden as="caption" id={captionId}>
              <FormattedMessage id="shared.survey.scoresTable" />
            </VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="shared.survey.category" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shared.survey.score" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shared.survey.percent" />
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => (
                <tr key={s.id}>
                  <td>{name(s.category)}</td>
                  <td>{s.scoreValue}</td>
                  <td>{formatPercent(intl, s.scorePct)}</td>
                </tr>
              ))}
            </tbody>
          </Grid>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
