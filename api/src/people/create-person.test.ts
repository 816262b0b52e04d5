import { assignedDoctorOf, creationQuotas } from './create-person';

// Issue 40 point 1: the creation rules that lived in the route (people-routes.ts), pinned as rules.

const doctor = { id: 'd-1', role: 'doctor' as const };
const admin = { id: 'a-1', role: 'admin' as const };
const superadmin = { id: 's-1', role: 'superadmin' as const };

it('a patient spends a creation and an invitation of the creator; staff spend nothing', () => {
  expect(creationQuotas('patient')).toEqual(['patientCreation', 'invitation']);
  expect(creationQuotas('doctor')).toEqual([]);
  expect(creationQuotas('admin')).toEqual([]);
});

it('only a doctor who adds a patient is assigned to them', () => {
  expect(assignedDoctorOf(doctor, 'patient')).toBe('d-1');
  expect(assignedDoctorOf(admin, 'patient')).toBeUndefined();
  expect(assignedDoctorOf(superadmin, 'patient')).toBeUndefined();
  expect(assignedDoctorOf(doctor, 'doctor')).toBeUndefined();
});
