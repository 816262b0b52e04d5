import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  fakeApi,
  fakeSession,
  makeAccount,
  makePatientInstance,
  makeScore as score,
  pageOf,
  renderWithProviders,
} from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ResultsPage } from './ResultsPage';

const messages = { 'en-GB': en, 'es-ES': es };
const scored = makePatientInstance({
  id: 'inst-1',
  status: 'RECOMMENDATIONS',
  scores: [score('PSYCH', 6), score('KNOWLEDGE', 6), score('THERAPY', 6), score('SOCIAL', 6)],
  mainAreasOfFocus: ['PSYCH', 'KNOWLEDGE', 'THERAPY'],
});
const { survey, answers: _a, ...rest } = scored;
const listed = { ...rest, survey: { id: survey.id, name: survey.name, surveyType: survey.surveyType } };

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient' }));
  fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([listed]) });
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: scored });
});
afterEach(() => fakeApi.reset());

const render = (route: string, locale: 'en-GB' | 'es-ES' = 'en-GB') =>
  renderWithProviders(
    <Routes>
      <Route path="/patient/results" element={<ResultsPage />} />
      <Route path="/patient/results/:id" element={<ResultsPage />} />
    </Routes>,
    { route, messages, locale },
  );

test.each([
  ['en-GB', 'Choose a survey from the list to see its details.', /on the left/],
  ['es-ES', 'Elija un cuestionario de la lista para ver los detalles.', /izquierda/],
] as const)(
  'in %s, nothing chosen yet points to the list, wherever it is (above on a phone)',
  async (locale, text, side) => {
    // Issue 36 point 17: on a phone the list is above the details, not on their left.
    render('/patient/results', locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(side)).toBeNull();
  },
);

test('the patient reads their main areas of focus, not how the clinician-side scoring picked them', async () => {
  render('/patient/results/inst-1');
  expect(await screen.findByText(/Psychological burden, Knowledge, Therapy/)).toBeInTheDocument();
  expect(screen.queryByText(/Up to 3 areas are picked/)).toBeNull();
});
