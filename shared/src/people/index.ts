// The administration screens two remotes share (superadmin and admin areas): lists with the add
// dialog, read-only profiles, and their requests (one per file in api/; the clinic list is here because
// the add-user dialog's picker needs it too).
export { PeopleListPage } from './PeopleListPage';
export { PersonProfilePage } from './PersonProfilePage';
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
export { AuditTrailPage } from './audit/AuditTrailPage';
export { PatientListPage } from './patient-list/PatientListPage';
export { flagText } from './patient-list/cells';
export type { PatientListPageProps } from './patient-list/PatientListPage';
export { getPatientList, usePatientList } from './api/getPatientList';
export { AssignedDoctors } from './AssignedDoctors';
export { ClinicGlucoseUnitForm } from './clinic/ClinicGlucoseUnitForm';
export { getClinic, useClinic } from './api/getClinic';
