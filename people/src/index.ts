// The people building blocks the admin, superadmin and doctor areas assemble their pages from (issue 26
// point 2: the pages themselves live in the remotes): the people table and add dialog, the read-only
// profile, the patient list panel and its URL state, the audit trail, and their requests (one per file
// in api/; the clinic list is here because the add-user dialog's picker needs it too).
export { PeopleTable } from './PeopleTable';
export { PersonProfile } from './PersonProfile';
export { CreateUserDialog } from './CreateUserDialog';
export { AddPersonButton } from './AddPersonButton';
export { getPeople, usePeople, LIST_SIZE } from './api/getPeople';
export { getPerson, usePerson } from './api/getPerson';
export { createPerson, useCreatePerson } from './api/createPerson';
export type { NewPerson } from './api/createPerson';
export { getClinics, useClinics } from './api/getClinics';
export { API_PATH, fullName, profileUrl } from './kinds';
export type { PersonKind } from './kinds';
export * from './validation';
export { AuditTrail } from './audit/AuditTrail';
export { Pager } from './audit/layout';
export { PatientListPanel } from './patient-list/PatientListPanel';
export { usePatientListState } from './patient-list/usePatientListState';
export type { PatientListState } from './patient-list/usePatientListState';
export { flagText } from './patient-list/cells';
export { RowAction, ICONS as ROW_ICONS } from './patient-list/RowAction';
export type { PatientListPanelProps } from './patient-list/PatientListPanel';
export { getPatientList, usePatientList } from './api/getPatientList';
export { AssignedDoctors } from './AssignedDoctors';
export { StatusFilter } from './staff/StatusFilter';
export { StaffChangeDialog } from './staff/StaffStatus';
export { LeaveDialog, PatientLeftStatus } from './patient-left/PatientLeft';
export { ClinicGlucoseUnitForm } from './clinic/ClinicGlucoseUnitForm';
export { getClinic, useClinic } from './api/getClinic';
export { ErasureRequestsPanel } from './erasure/ErasureRequestsPanel';
export { OverviewPanel } from './overview/OverviewPanel';
export type { OverviewPanelProps } from './overview/OverviewPanel';
export { getClinicOverview, useClinicOverview } from './overview/api/getClinicOverview';
export { getOwnOverview, useOwnOverview } from './overview/api/getOwnOverview';
export { usePeriod as useOverviewPeriod } from './overview/usePeriod';
