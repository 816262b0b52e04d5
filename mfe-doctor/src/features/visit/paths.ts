/** The patient's pre-visit one-pager and trends, by account id (never the e-mail: issue 15 §7). */
export const summaryPath = (patientId: string) => `/doctor/patients/${encodeURIComponent(patientId)}/summary`;
export const trendsPath = (patientId: string) => `/doctor/patients/${encodeURIComponent(patientId)}/trends`;
