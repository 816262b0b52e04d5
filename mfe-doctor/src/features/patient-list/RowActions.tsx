import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PatientListItem } from '@dcp/shared/contracts';
import { LeaveDialog, ROW_ICONS, RowAction } from '@dcp/people';
import { SendAssessmentDialog } from '../add-patient';
import { summaryPath, trendsPath } from '../visit';

/**
 * A row's actions (issue 24, issue 36 point 3): send a new assessment (not to a one-time patient, who
 * answers only its link's questionnaire), the one-pager and the trends; the patient left the clinic,
 * or came back (issue 37 point 2; `onChanged` reloads the list, which then leaves them out or shows
 * them again). Icons with their words.
 */
export function RowActions({ p, onChanged }: { p: PatientListItem; onChanged: () => void }) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
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
      <RowAction
        icon={ROW_ICONS.leave}
        label={say(p.leftAt ? 'shared.left.markReturn' : 'shared.left.markLeave')}
        name={intl.formatMessage(
          { id: p.leftAt ? 'shared.left.markReturnFor' : 'shared.left.markLeaveFor' },
          { name },
        )}
        onClick={() => setLeaving(true)}
        haspopup="dialog"
      />
      {sending ? <SendAssessmentDialog email={p.email} onClose={() => setSending(false)} /> : null}
      {leaving ? (
        <LeaveDialog
          patient={p}
          onClose={() => setLeaving(false)}
          onChanged={() => {
            setLeaving(false);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
