import { signUpErrors, type SignUpValues } from './validation';

const ok: SignUpValues = {
  surveyId: 's1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  dateOfBirth: new Date(1980, 0, 1, 12),
};

describe('sign-up through a doctor link: validation (req A§5, req G§5)', () => {
  it('accepts a complete form', () => expect(signUpErrors(ok, true)).toEqual({}));
  it('names each missing or invalid field with its message id', () => {
    expect(signUpErrors({ ...ok, surveyId: '', firstName: ' ', lastName: '', email: '' }, false)).toEqual({
      surveyId: 'patient.signUp.surveyRequired',
      firstName: 'patient.signUp.firstNameRequired',
      lastName: 'patient.signUp.lastNameRequired',
      email: 'patient.signUp.emailRequired',
    });
    expect(signUpErrors({ ...ok, email: 'ana@' }, false).email).toBe('patient.signUp.emailInvalid');
  });
  it('needs a date of birth for anonymous sign-up only', () => {
    expect(signUpErrors({ ...ok, dateOfBirth: null }, true).dateOfBirth).toBe(
      'patient.signUp.dateOfBirthRequired',
    );
    expect(signUpErrors({ ...ok, dateOfBirth: null }, false)).toEqual({});
  });
  it('says a half-entered date of birth is incomplete, never takes it as none', () => {
    expect(
      signUpErrors({ ...ok, dateOfBirth: null, dateOfBirthProblem: 'incomplete' }, true).dateOfBirth,
    ).toBe('shared.dob.incomplete');
  });
  it('says a date of birth after today is in the future (issue 36 point 9)', () => {
    expect(signUpErrors({ ...ok, dateOfBirth: null, dateOfBirthProblem: 'future' }, true).dateOfBirth).toBe(
      'shared.dob.future',
    );
  });
});
