import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { SuperadminsPage } from './SuperadminsPage';

const messages = { 'en-GB': en, 'es-ES': es };
const su = (id: string, lastName: string, deactivatedAt: string | null = null) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  email: `${lastName.toLowerCase()}@test.example`,
  firstName: 'Sam',
  lastName,
  deactivatedAt,
});
const LAST =
  'This is the last active superadmin, so the account cannot be deactivated. Add or reactivate another superadmin first.';

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'superadmin' }));
});
afterEach(() => fakeApi.reset());

it('deactivates another superadmin with a reason; the last active one cannot go and the button says why', async () => {
  let people = [su('1', 'Alpha'), su('2', 'Beta')];
  fakeApi.on('get', 'superadmin', () => ({ status: 200, data: toPage(people, 0, 100, people.length, true) }));
  fakeApi.on('post', `superadmin/${people[1]!.id}/deactivate`, () => {
    people = [people[0]!];
    return { status: 200, data: su('2', 'Beta', '2026-11-29T10:00:00.000Z') };
  });
  renderWithProviders(<SuperadminsPage />, { messages });
  const beta = await screen.findByRole('row', { name: /Sam Beta/ });
  expect(beta).toHaveTextContent('Active');
  expect(screen.getByRole('button', { name: 'Deactivate account of Sam Alpha' })).toBeEnabled();

  await userEvent.click(within(beta).getByRole('button', { name: 'Deactivate account of Sam Beta' }));
  const dialog = screen.getByRole('dialog', { name: 'Deactivate Sam Beta' });
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Left the company');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(fakeApi.calls('post', `superadmin/${su('2', 'Beta').id}/deactivate`)[0]!.data).toEqual({
    reason: 'Left the company',
  });

  // Alpha is now the last active superadmin.
  const alpha = await screen.findByRole('button', {
    name: 'Deactivate account of Sam Alpha',
    description: LAST,
  });
  expect(alpha).toBeDisabled();
  expect(screen.queryByRole('row', { name: /Sam Beta/ })).toBeNull();
});

it('in Spanish, filters the deactivated and offers to reactivate them', async () => {
  fakeApi.on('get', 'superadmin', (req) => ({
    status: 200,
    data: toPage(
      (req.params as { status: string }).status === 'deactivated'
        ? [su('2', 'Beta', '2026-11-29T10:00:00.000Z')]
        : [su('1', 'Alpha')],
      0,
      100,
      1,
      true,
    ),
  }));
  renderWithProviders(<SuperadminsPage />, { messages, locale: 'es-ES' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Superadministradores' })).toBeVisible();
  await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'deactivated');
  const beta = await screen.findByRole('row', { name: /Sam Beta/ });
  expect(beta).toHaveTextContent('Desactivada');
  expect(within(beta).getByRole('button', { name: 'Reactivar la cuenta de Sam Beta' })).toBeEnabled();
});
