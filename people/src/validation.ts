// Add-user and profile rules of req A§5; each returns a shared message id or null.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const id = (key: string) => `shared.people.validation.${key}`;

export function emailProblem(value: string): string | null {
  if (!value.trim()) return id('emailIsEmpty');
  return EMAIL.test(value.trim()) ? null : id('emailIsNotValid');
}
export const firstNameProblem = (v: string) => (v.trim() ? null : id('firstNameIsEmpty'));
export const lastNameProblem = (v: string) => (v.trim() ? null : id('lastNameIsEmpty'));
export const clinicProblem = (v: string) => (v ? null : id('clinicIsNotChosen'));
export const birthDateProblem = (v: string | null) => (v ? null : id('birthDateIsEmpty'));
