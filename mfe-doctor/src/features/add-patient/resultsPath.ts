/**
 * A patient's results page: the patient by account id (never the e-mail: addresses reach logs and
 * browser history, issue 15 §7), optionally one instance.
 */
export const resultsPath = (patientId: string, instanceId?: string | null) =>
  `/doctor/survey-results${instanceId ? `/${instanceId}` : ''}?patient=${encodeURIComponent(patientId)}`;
