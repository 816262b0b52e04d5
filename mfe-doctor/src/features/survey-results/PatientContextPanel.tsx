import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PatientContext } from '@dcp/shared/contracts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The patient's context from the demographics questionnaire, above the results (issue 14 point 1). */
export function PatientContextPanel({ patient }: { patient: PatientContext }) {
  const intl = useIntl();
  const unknown = intl.formatMessage({ id: 'doctor.results.context.unknown' });
  const chronic =
    patient.chronicConditions === null
      ? unknown
      : intl.formatMessage({
          id: patient.chronicConditions ? 'doctor.results.context.yes' : 'doctor.results.context.no',
        });
  const items: [string, string][] = [
    ['doctor.results.context.age', patient.age === null ? unknown : String(patient.age)],
    [
      'doctor.results.context.diabetes',
      patient.diabetes ? intl.formatMessage({ id: `shared.people.diabetes.${patient.diabetes}` }) : unknown,
    ],
    ['doctor.results.context.years', patient.yearsSinceDiagnosis ?? unknown],
    ['doctor.results.context.chronic', chronic],
  ];
  return (
    <section aria-labelledby="context-heading">
      <h3 id="context-heading">
        <FormattedMessage id="doctor.results.context.title" />
      </h3>
      <List>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
    </section>
  );
}
