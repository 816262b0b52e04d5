import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Recommendation } from '@dcp/shared/contracts';
import { Checkbox } from '@dcp/shared/ui';

const Set_ = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  margin-bottom: ${({ theme }) => theme.space[3]};
  legend {
    font-weight: 600;
  }
`;

export interface RecommendationChecklistProps {
  recommendations: readonly Recommendation[];
  selected: Record<string, string[]>;
  onChange: (id: string, answerIds: string[]) => void;
  disabled: boolean;
}

/** One fieldset per recommendation, a checkbox per possible answer. */
export function RecommendationChecklist({
  recommendations,
  selected,
  onChange,
  disabled,
}: RecommendationChecklistProps) {
  return (
    <section aria-labelledby="recs-heading">
      <h2 id="recs-heading">
        <FormattedMessage id="doctor.results.recommendations" />
      </h2>
      {recommendations.length === 0 ? (
        <p>
          <FormattedMessage id="shared.survey.noInformation" />
        </p>
      ) : null}
      {recommendations.map((r) => {
        const ids = selected[r.id] ?? [];
        return (
          <Set_ key={r.id}>
            <legend>{r.question}</legend>
            {r.possibleAnswers.map((a) => (
              <Checkbox
                key={a.id}
                label={a.resourceName ? `${a.answer} (${a.resourceName})` : a.answer}
                checked={ids.includes(a.id)}
                disabled={disabled}
                onChange={(e) =>
                  onChange(r.id, e.target.checked ? [...ids, a.id] : ids.filter((x) => x !== a.id))
                }
              />
            ))}
          </Set_>
        );
      })}
    </section>
  );
}
