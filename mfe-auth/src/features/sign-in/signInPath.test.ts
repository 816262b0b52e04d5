import { initialRole, signInPath } from './signInPath';

test('after a reset or registration the user goes to the sign-in of their own role, card chosen', () => {
  expect(signInPath('patient')).toEqual({ path: '/login', state: { role: 'patient' } });
  expect(signInPath('doctor')).toEqual({ path: '/login', state: { role: 'doctor' } });
  expect(signInPath('admin')).toEqual({ path: '/sign-in-admin' });
  expect(signInPath('superadmin')).toEqual({ path: '/sign-in-superadmin' });
  expect(initialRole({ role: 'patient' })).toBe('patient');
  expect(initialRole(null)).toBe('doctor');
  expect(initialRole({ role: 'admin' })).toBe('doctor');
});
