// Mass import of patients from CSV (issue 8 point 6): the button for the patient list's toolbar.
export { ImportPatientsButton } from './ImportPatientsButton';
