import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, fakeSession, makeAccount, makeSurveySummary, renderDoctor } from '../../test-kit';
import { OneTimeLinkButton } from './OneTimeLinkButton';

// Issue 36 point 17: the one-time link's modal is titled by what happened, opens with the spec's
// 'Successfully!' / 'Warning:', and says the copy went to the doctor's own e-mail (a clinic has none).
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor', email: 'dr.ruiz@clinic.test' }));
  fakeApi.on('get', 'survey', { status: 200, data: [makeSurveySummary()] });
});
afterEach(() => fakeApi.reset());

async function create(locale: 'en-GB' | 'es-ES' = 'en-GB') {
  renderDoctor(<OneTimeLinkButton />, { locale });
  await screen.findByRole('option', { name: 'Type 2 check-in' });
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'type2-v1' } });
  fireEvent.click(screen.getByRole('button', { name: /one-time link|un solo uso/ }));
}

test('a complete access: its title says so, then Successfully!, the login, and where the copy went', async () => {
  fakeApi.on('post', 'surveyInstance/singleBurn', {
    status: 200,
    data: { userLogin: 'one-time-ab12@one-time.invalid', userPassword: 'Pw-123456' },
  });
  await create();
  const dialog = await screen.findByRole('dialog', { name: 'One-time access created' });
  expect(within(dialog).getByText('Successfully!')).toBeInTheDocument();
  expect(within(dialog).getByTestId('one-time-login')).toHaveTextContent('one-time-ab12@one-time.invalid');
  expect(dialog).toHaveTextContent('sent to your email address (dr.ruiz@clinic.test)');
  expect(dialog).not.toHaveTextContent(/clinic's e-?mail/);
});

test('a missing password: titled incomplete, with Warning: and what to do, in Spanish too', async () => {
  fakeApi.on('post', 'surveyInstance/singleBurn', {
    status: 200,
    data: { userLogin: 'one-time-ab12@one-time.invalid', userPassword: null },
  });
  await create('es-ES');
  const dialog = await screen.findByRole('dialog', { name: 'El acceso de un solo uso está incompleto' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Atención: Falta el usuario o la contraseña/);
  expect(dialog).not.toHaveTextContent('¡Hecho!');
});
