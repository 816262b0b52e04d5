import { screen } from '@testing-library/react';
import { fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { TermsPage } from './TermsPage';

const messages = { 'en-GB': en, 'es-ES': es };

test("a doctor accepts the clinician's terms, not the patients' words about answering questionnaires", () => {
  fakeSession(makeAccount({ accountType: 'doctor', status: 'TERMS_AND_CONDITIONS' }));
  renderWithProviders(<TermsPage />, { messages });
  expect(screen.getByRole('heading', { name: '4. Professional use' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '2. Your clinical judgement' })).toBeInTheDocument();
  expect(screen.queryByText(/Answer the questionnaires honestly/)).toBeNull();
});

test('a patient accepts the patients’ terms', () => {
  fakeSession(makeAccount({ accountType: 'patient', status: 'TERMS_AND_CONDITIONS' }));
  renderWithProviders(<TermsPage />, { messages, locale: 'es-ES' });
  expect(screen.getByRole('heading', { name: '4. Uso aceptable' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '4. Uso profesional' })).toBeNull();
});
