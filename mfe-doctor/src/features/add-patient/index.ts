// The feature's public file: what other features of this remote may use (lint: dcp/feature-boundaries).
// The patient list (toolbar: AddPatientButton; rows: SendAssessmentDialog) and the results page mount these.
export { AddPatientButton } from './AddPatientButton';
export { SendAssessmentButton, SendAssessmentDialog } from './SendAssessmentButton';
export { WithdrawButton } from './WithdrawButton';
export { resultsPath } from './resultsPath';
// The survey picker's data and labels, also for the one-time link (qr-code feature).
export { useSurveys } from './api/getSurveys';
export { pickerOptions } from './pickerOptions';
