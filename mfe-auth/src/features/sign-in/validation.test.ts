import { validateLogin, validateNewPassword, validatePassword } from './validation';
import en from '../../lang/en.json';

const text = (id: string | null) => (id ? (en as Record<string, string>)[id] : null);

describe('login email', () => {
  it.each([
    ['', 'Please enter the login'],
    ['   ', 'Please enter the login'],
    ['doctor', 'Please enter a valid email address'],
    ['doctor@demo', 'Please enter a valid email address'],
    ['a b@demo.test', 'Please enter a valid email address'],
    ['doctor@demo.test', null],
  ])('%j → %s', (value, message) => expect(text(validateLogin(value))).toBe(message));
});

describe('password and new password', () => {
  it.each([
    ['Ab1#xyz', 'New password must be at least 8 characters long'],
    ['Abcdefg#', 'New password should contain numbers'],
    ['abcdefg1#', 'New password should contain uppercase letters'],
    ['ABCDEFG1#', 'New password should contain lowercase letters'],
    ['Abcdefg12', 'New password should contain special characters'],
    ['DemoPass#2026', null],
  ])('%j → %s', (value, message) => {
    expect(text(validatePassword(value))).toBe(message);
    expect(text(validateNewPassword(value))).toBe(message);
  });

  it('has distinct messages for an empty password and an empty new password', () => {
    expect(text(validatePassword(''))).toBe('Please enter the password');
    expect(text(validateNewPassword(''))).toBe('Please enter new password');
  });
});
