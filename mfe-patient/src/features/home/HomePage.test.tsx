import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { DexcomStatus } from '@dcp/shared/contracts';
import {
  fakeApi,
  fakeSession,
  makeAccount,
  makeDexcomStatus,
  makePatientInstance,
  pageOf,
  renderWithProviders,
} from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { HomePage } from './HomePage';

const messages = { 'en-GB': en, 'es-ES': es };
const summary = (id: string, status: 'CREATED' | 'IN_PROGRESS' | 'RECOMMENDATIONS' | 'COMPLETED') => {
  const { id: _i, status: _s, survey, ...rest } = makePatientInstance();
  return {
    ...rest,
    id,
    status,
    survey: { id: survey.id, name: survey.name, surveyType: survey.surveyType },
    answers: undefined,
  };
};

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient', email: 'patient@example.com' }));
});
afterEach(() => fakeApi.reset());

function ConnectPage() {
  const returnUrl = new URLSearchParams(useLocation().search).get('returnUrl');
  return (
    <>
      <p>connect page</p>
      <p data-testid="return">{returnUrl}</p>
    </>
  );
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/patient/home" element={<HomePage />} />
      <Route path="/patient/results" element={<p>results page</p>} />
    </Routes>,
    { route: '/patient/home', messages },
  );

test('with no survey to answer or read the home page redirects to the results', async () => {
  fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([summary('sent', 'RECOMMENDATIONS')]) });
  render();
  expect(await screen.findByText('results page')).toBeInTheDocument();
  // The patient's own list: no e-mail (nor any id) in the address.
  const params = fakeApi.calls('get', 'surveyInstance')[0]!.params as Record<string, unknown>;
  expect(params).toMatchObject({ size: 200 });
  expect(params).not.toHaveProperty('userEmail');
  expect(params).not.toHaveProperty('userId');
});

test('otherwise it shows the latest completed survey with its agreed care plan, links as a list', async () => {
  fakeApi.on('get', 'surveyInstance', {
    status: 200,
    data: pageOf([summary('new', 'CREATED'), summary('done', 'COMPLETED')]),
  });
  fakeApi.on('get', 'surveyInstance/done', {
    status: 200,
    data: makePatientInstance({
      id: 'done',
      status: 'COMPLETED',
      recommendations: [
        {
          id: 'r1',
          category: 'PSYCH',
          question: 'Support',
          answers: ['p1'],
          possibleAnswers: [
            { id: 'p1', answer: 'Talk to a psychologist', resourceName: null, resourceUrl: null },
            { id: 'p2', answer: 'Not picked', resourceName: null, resourceUrl: null },
          ],
        },
      ],
      possibleConclusions: [{ id: 'additional-resources', show: false }],
      conclusions: [
        { conclusionId: 'additional-resources', text: 'Carb counting: https://example.org/carbs' },
      ],
    }),
  });
  render();
  expect(await screen.findByText('Talk to a psychologist')).toBeInTheDocument();
  expect(screen.queryByText('Not picked')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Carb counting' })).toHaveAttribute(
    'href',
    'https://example.org/carbs',
  );
});

test('a questionnaire still open comes first: "Continue your questionnaire", with or without a completed one', async () => {
  fakeApi.on('get', 'surveyInstance', {
    status: 200,
    data: pageOf([summary('newer', 'CREATED'), summary('older', 'IN_PROGRESS')]),
  });
  render();
  const link = await screen.findByRole('link', { name: 'Continue your questionnaire' });
  expect(link).toHaveAttribute('href', '/survey/older');
  expect(screen.getByRole('heading', { name: 'Continue your questionnaire' })).toBeInTheDocument();
  expect(screen.queryByText('results page')).toBeNull();
});

test('a questionnaire not started says how many questions it asks, not a time it may not take', async () => {
  // Issue 36 point 8: the PHQ-9 offered as nine questions and an optional tenth read "about five
  // minutes" here; the count is the questionnaire's own.
  const phq9 = { ...summary('phq9', 'CREATED'), questionCount: 10 };
  fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([phq9]) });
  render();
  const card = await screen.findByRole('region', { name: 'Your questionnaire is waiting' });
  expect(card).toHaveTextContent('It has 10 questions.');
  expect(card).not.toHaveTextContent(/minute/);
});

describe('a patient with no questionnaire at all', () => {
  const status = (over: Partial<DexcomStatus>) => ({ status: 200, data: makeDexcomStatus(over) });
  beforeEach(() => sessionStorage.clear());
  const renderWithConnect = () =>
    renderWithProviders(
      <Routes>
        <Route path="/patient/home" element={<HomePage />} />
        <Route path="/patient/results" element={<p>results page</p>} />
        <Route path="/dexcom/auth" element={<ConnectPage />} />
      </Routes>,
      { route: '/patient/home', messages },
    );

  test('is offered the connect page while not linked, skipped or opted out (req G§2)', async () => {
    fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([]) });
    fakeApi.on('get', 'api/dexcom/status', status({}));
    renderWithConnect();
    expect(await screen.findByText('connect page')).toBeInTheDocument();
    // Once linked, back to their own glucose, not to a Home that would pass them on to Results.
    expect(screen.getByTestId('return')).toHaveTextContent('/dexcom/glucose');
  });

  test.each<[string, Partial<DexcomStatus>]>([
    ['connected', { connected: true }],
    ['skipped', { dexcomSkipped: true }],
    ['opted out', { dexcomOptedOut: true }],
    ['disabled', { enabled: false }],
    // Linked once (then disconnected, or waiting to be reconnected): managed from the glucose panel.
    ['disconnected after a link', { validatedAt: '2026-11-01T10:00:00Z' }],
    ['waiting to be reconnected', { needsReconnect: true, reason: 'Token expired' }],
  ])('goes to the results when %s', async (_, over) => {
    fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([]) });
    fakeApi.on('get', 'api/dexcom/status', status(over));
    renderWithConnect();
    expect(await screen.findByText('results page')).toBeInTheDocument();
  });

  test('is offered the connect page once a session, never bounced back to it', async () => {
    fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([]) });
    fakeApi.on('get', 'api/dexcom/status', status({}));
    const first = renderWithConnect();
    expect(await screen.findByText('connect page')).toBeInTheDocument();
    first.unmount();
    renderWithConnect();
    expect(await screen.findByText('results page')).toBeInTheDocument();
  });

  test('goes to the results when the link status cannot be read', async () => {
    fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([]) });
    fakeApi.on('get', 'api/dexcom/status', { status: 403, data: { message: 'Forbidden' } });
    renderWithConnect();
    expect(await screen.findByText('results page')).toBeInTheDocument();
  });
});
