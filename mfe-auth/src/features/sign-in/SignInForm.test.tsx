import { act, screen } from '@testing-library/react';
import { carryOverPrerendered } from '@dcp/shared/spa';
import { renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { SignInForm } from './SignInForm';

const messages = { 'en-GB': en, 'es-ES': es };

/** The pre-rendered sign-in page (issue 27 point 1) in `area`, with the e-mail typed and focused. */
function prerenderedPage() {
  const area = document.createElement('div');
  area.innerHTML = `<div data-prerendered="en-GB"><form>
    <input name="email" type="email"><input name="password" type="password"></form></div>`;
  document.body.appendChild(area);
  const email = area.querySelector<HTMLInputElement>('[name=email]')!;
  email.focus();
  email.value = 'admin@demo.test';
  return area;
}

afterEach(() => document.body.replaceChildren());

// When mfe-auth replaces the pre-rendered page, what was typed and the focus move into its form in
// the task of that commit: a key pressed right after it lands in the new field. Waiting for
// single-spa's mount (a setTimeout later) left the focus on <body> in between, and the rehearsal's
// e-mail, typed at that moment, was lost with "Sign in" disabled.
it('moves the typed email and the focus into the form in the commit that replaces the page', async () => {
  const area = prerenderedPage();
  const mounted = carryOverPrerendered(area);
  jest.useFakeTimers(); // no timer may be needed: single-spa's mount resolves in one
  try {
    renderWithProviders(<SignInForm pools={['admin']} />, { messages, container: area });
    await act(() => Promise.resolve()); // the observer's callback: a microtask of the commit's task
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('admin@demo.test');
    expect(email).toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
  mounted();
});

it('keeps every value typed into the pre-rendered page', async () => {
  const area = prerenderedPage();
  area.querySelector<HTMLInputElement>('[name=password]')!.value = 'Secret-pass1';
  carryOverPrerendered(area);
  renderWithProviders(<SignInForm pools={['admin']} />, { messages, container: area });
  await act(() => Promise.resolve());
  expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.test');
  expect(screen.getByLabelText('Password')).toHaveValue('Secret-pass1');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

it('carries a value into a field the remote draws in a later commit', async () => {
  const area = prerenderedPage();
  carryOverPrerendered(area);
  const { rerender } = renderWithProviders(<p>…</p>, { messages, container: area });
  await act(() => Promise.resolve());
  rerender(<SignInForm pools={['admin']} />);
  await act(() => Promise.resolve());
  expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.test');
  expect(screen.getByLabelText('Email')).toHaveFocus();
});
