import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PHQ2_THRESHOLD, type AnsweredQuestion, type StaffSurveyInstance } from '@dcp/shared/contracts';
import { AnswerRows, AnswerTable } from './PatientAnswers';

const Flag = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** PHQ-2 score with its two items; 3 or more suggests a depressive disorder may be present (req G§9). */
export function Phq2Section({
  phq2,
  items = null,
}: {
  phq2: StaffSurveyInstance['phq2'];
  items?: readonly AnsweredQuestion[] | null;
}) {
  return (
    <section aria-labelledby="phq2-heading">
      <h2 id="phq2-heading">
        <FormattedMessage id="doctor.results.phq2" />
      </h2>
      {phq2 ? (
        <>
          <p>
            <FormattedMessage id="doctor.results.phq2Score" values={{ score: phq2.score }} />
          </p>
          {phq2.possibleDepression || phq2.score >= PHQ2_THRESHOLD ? (
            <Flag role="alert">
              <FormattedMessage id="doctor.results.phq2Flag" />
            </Flag>
          ) : null}
          {items ? (
            <AnswerTable>
              <AnswerRows questions={items} />
            </AnswerTable>
          ) : null}
        </>
      ) : (
        <p>
          <FormattedMessage id="shared.survey.noInformation" />
        </p>
      )}
    </section>
  );
}
