import type { PatientListItem } from '@dcp/shared/contracts';
import { PatientListPage } from '@dcp/shared/people';

/** A row opens the patient's survey results (the latest questionnaire when there is one). */
export const resultsHref = (p: PatientListItem) =>
  `/doctor/survey-results${p.latestInstanceId ? `/${p.latestInstanceId}` : ''}?patient=${encodeURIComponent(p.email)}`;

/**
 * doctor/users-list, the doctor's landing page. The toolbar and row slots (`actions`, `rowActions`)
 * are where "Add patient", "Import" and "Send a new assessment" mount.
 */
export function DoctorPatientListPage() {
  return <PatientListPage titleId="doctor.patients.title" hrefOf={resultsHref} />;
}
