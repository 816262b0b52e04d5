import { FormattedMessage } from 'react-intl';
import { Card, PageHeader } from '@dcp/shared/ui';

const PARAGRAPHS = ['purpose', 'data', 'consent'] as const;

/** doctor/research: how the portal's anonymised data may support research. */
export function ResearchPage() {
  return (
    <>
      <PageHeader title={<FormattedMessage id="doctor.research.title" />} />
      <Card>
        {PARAGRAPHS.map((p) => (
          <p key={p}>
            <FormattedMessage id={`doctor.research.${p}`} />
          </p>
        ))}
      </Card>
    </>
  );
}
