import type { PatientListItem } from '@dcp/shared/contracts';
import { PatientListPage } from '@dcp/shared/people';
import { AddPatientButton, SendAssessmentButton } from '../add-patient';
import { ImportPatientsButton } from '../import';

/** A row opens the patient's survey results (the latest questionnaire when there is one). */
export const resultsHref = (p: PatientListItem) =>
  `/doctor/survey-results${p.latestInstanceId ? `/${p.latestInstanceId}` : ''}?patient=${encodeURIComponent(p.email)}`;

/**
 * doctor/users-list, the doctor's landing page: the prioritised list with the ways patients arrive
 * in its toolbar (add one, import a practice list, hand out the sign-up QR code or a one-time link)
 * and "Send a new assessment" on each row.
 */
export function DoctorPatientListPage() {
  return (
    <PatientListPage
      titleId="doctor.patients.title"
      hrefOf={resultsHref}
      actions={({ reload }) => (
        <>
          <AddPatientButton onAdded={reload} />
          <ImportPatientsButton onImported={reload} />
        </>
      )}
      rowActions={(p) => <SendAssessmentButton email={p.email} variant="secondary" />}
    />
  );
}
