import { screen } from '@testing-library/react';
import { notify } from '@dcp/shared/session';
import { renderWithProviders } from '@dcp/shared/testing';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { NotificationHost } from './NotificationHost';

// Issue 36 point 17: a stored session the API ended is said while the session is restored, before
// the host is drawn; the host still shows it.
it('shows what was said before it existed', async () => {
  notify({
    type: 'warning',
    title: { id: 'shared.session.endedTitle' },
    message: { id: 'shared.session.ended' },
  });
  renderWithProviders(<NotificationHost />, { messages: { 'en-GB': en, 'es-ES': es }, locale: 'es-ES' });
  expect(await screen.findByText('Su sesión ha terminado. Vuelva a iniciar sesión.')).toBeVisible();
});
