import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PatientListItem } from '@dcp/shared/contracts';
import { ROW_ICONS, RowAction } from '@dcp/shared/people';
import { SendAssessmentDialog } from '../add-patient';
import { summaryPath, trendsPath } from '../visit';

/**
 * A row's actions (issue 24, issue 36 point 3): send a new assessment (not to a one-time patient, who
 * answers only its link's questionnaire), the one-pager and the trends. Icons with their words.
 */
export function RowActions({ p }: { p: PatientListItem }) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const name = `${p.firstName} ${p.lastName}`.trim() || p.email;
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {p.arrival === 'ONE_TIME_LINK' ? null : (
        <RowAction
          icon={ROW_ICONS.send}
          label={say('doctor.assign.open')}
          name={intl.formatMessage({ id: 'doctor.assign.openFor' }, { name })}
          onClick={() => setSending(true)}
          haspopup="dialog"
        />
      )}
      <RowAction
        icon={ROW_ICONS.print}
        label={say('doctor.visit.printSummary')}
        name={intl.formatMessage({ id: 'doctor.visit.printSummaryFor' }, { name })}
        to={summaryPath(p.id)}
      />
      <RowAction
        icon={ROW_ICONS.trends}
        label={say('doctor.visit.trends')}
        name={intl.formatMessage({ id: 'doctor.visit.trendsFor' }, { name })}
        to={trendsPath(p.id)}
      />
      {sending ? <SendAssessmentDialog email={p.email} onClose={() => setSending(false)} /> : null}
    </>
  );
}
