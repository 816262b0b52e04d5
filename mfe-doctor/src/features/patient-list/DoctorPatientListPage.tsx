import type { PatientListItem } from '@dcp/shared/contracts';
import { useIntl } from 'react-intl';
import { PatientListPanel, usePatientListState } from '@dcp/people';
import { EmptyState, PageHeader, Stack } from '@dcp/shared/ui';
import { AddPatientButton, resultsPath } from '../add-patient';
import { HandoverNotice } from '../handovers';
import { ImportPatientsButton } from '../import';
import { ReviewDigestSetting } from '../notifications';
import { QrCodePanel } from '../qr-code';
import { RowActions } from './RowActions';

/**
 * A row opens the patient's survey results: the questionnaire awaiting review when there is one, else
 * the latest.
 */
export const resultsHref = (p: PatientListItem) =>
  resultsPath(p.id, p.reviewInstanceId ?? p.latestInstanceId);

/**
 * doctor/users-list, the doctor's landing page: the prioritised list with the ways patients arrive
 * in its toolbar (add one, import a practice list), "Send a new assessment" on each row, and below
 * the list the sign-up link, its QR code and one-time links for patients in clinic. Above it, the
 * patients a leaving colleague handed over lately.
 */
export function DoctorPatientListPage() {
  const intl = useIntl();
  const list = usePatientListState();
  return (
    <section>
      <PageHeader
        title={intl.formatMessage({ id: 'doctor.patients.title' })}
        actions={
          <>
            <AddPatientButton onAdded={list.reload} />
            <ImportPatientsButton onImported={list.reload} />
          </>
        }
      />
      <HandoverNotice />
      <PatientListPanel
        list={list}
        hrefOf={resultsHref}
        emptyState={
          <EmptyState
            title={intl.formatMessage({ id: 'doctor.patients.none.title' })}
            text={intl.formatMessage({ id: 'doctor.patients.none.text' })}
            action={<AddPatientButton onAdded={list.reload} labelId="doctor.patients.none.action" />}
          />
        }
        rowActions={(p) => <RowActions p={p} onChanged={list.reload} />}
        // Patients who sign themselves up in clinic: the doctor's link and QR code, one-time links; and
        // the daily e-mail of questionnaires awaiting review.
        footer={
          <Stack>
            <QrCodePanel />
            <ReviewDigestSetting />
          </Stack>
        }
      />
    </section>
  );
}
