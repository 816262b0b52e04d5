import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ARRIVAL_LINK_INVALID } from '@dcp/shared/contracts';
import { getSession, setLocale, tokenStore } from '@dcp/shared/session';
import { badRequest, fakeApi, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ArrivalPage } from './ArrivalPage';
import { ContinueArrival } from './ContinueArrival';

const messages = { 'en-GB': en, 'es-ES': es };
const INSTANCE = '5b7e1a52-6a4e-4d6b-9a44-0d3e5b6c7d81';
const TOKEN = 'a'.repeat(43);

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/patient/:token" element={<ArrivalPage />} />
      <Route path="/" element={<p>guard landing</p>} />
      <Route
        path="/patient/home"
        element={
          <ContinueArrival>
            <p>home</p>
          </ContinueArrival>
        }
      />
      <Route path="/survey/:id" element={<p>questionnaire</p>} />
    </Routes>,
    { messages, route },
  );
}

beforeEach(() => {
  fakeApi.install();
  sessionStorage.clear();
});
afterEach(() => fakeApi.reset());

test('an invalid, expired or used link shows a translated page and offers sign-in', async () => {
  fakeApi.on('post', 'auth/arrival', badRequest(ARRIVAL_LINK_INVALID));
  renderWithProviders(
    <Routes>
      <Route path="/patient/:token" element={<ArrivalPage />} />
    </Routes>,
    { messages, route: `/patient/${TOKEN}x`, locale: 'es-ES' },
  );
  expect(screen.getAllByText('Espere, por favor...').length).toBeGreaterThan(0);
  expect(
    await screen.findByRole('heading', { name: es['patient.arrival.invalidTitle'] }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
});

test('a link whose token is no token at all is the API’s to refuse: “no longer works”, not “try again”', async () => {
  fakeApi.on('post', 'auth/arrival', badRequest('body.token: too short'));
  renderAt('/patient/not.a-real.token');
  expect(
    await screen.findByRole('heading', { name: en['patient.arrival.invalidTitle'] }),
  ).toBeInTheDocument();
  expect(fakeApi.requests.filter((r) => r.path === 'auth/arrival')).toHaveLength(1);
});

test('a good link signs in once and, after onboarding, home continues to the questionnaire once', async () => {
  fakeApi.on('post', 'auth/arrival', {
    status: 200,
    data: { jwt: 'api-token', surveyInstanceId: INSTANCE, restricted: false },
  });
  fakeApi.on('get', 'user/this', { status: 200, data: makeAccount({ accountType: 'patient' }) });
  renderAt(`/patient/${TOKEN}`);
  expect(await screen.findByText('guard landing')).toBeInTheDocument();
  expect(tokenStore.get()).toBe('api-token');
  expect(fakeApi.requests.filter((r) => r.path === 'auth/arrival')).toHaveLength(1);
  expect(sessionStorage.getItem('dcp.arrival.next')).toBe(`/survey/${INSTANCE}`);
});

test('a continue link of a sign-up-link patient goes straight back to the questionnaire, bound to it', async () => {
  fakeApi.on('post', 'auth/arrival', {
    status: 200,
    data: { jwt: 'continue-token', surveyInstanceId: INSTANCE, restricted: true },
  });
  fakeApi.on('get', 'user/this', {
    status: 200,
    data: makeAccount({ accountType: 'patient', isRestrictedUser: true }),
  });
  // Its own token: a page load redeems each token once (redeemOnce remembers the first answer).
  renderAt(`/patient/${'c'.repeat(43)}`);
  expect(await screen.findByText('questionnaire')).toBeInTheDocument();
  expect(tokenStore.get()).toBe('continue-token');
  expect(getSession().restrictedSurveyId).toBe(INSTANCE);
  expect(sessionStorage.getItem('dcp.arrival.next')).toBeNull();
});

test('home honours a remembered questionnaire once, and nothing else', async () => {
  sessionStorage.setItem('dcp.arrival.next', `/survey/${INSTANCE}`);
  renderAt('/patient/home');
  expect(await screen.findByText('questionnaire')).toBeInTheDocument();
  expect(sessionStorage.getItem('dcp.arrival.next')).toBeNull();
});

test('a remembered path that is not a questionnaire is ignored', async () => {
  sessionStorage.setItem('dcp.arrival.next', 'https://evil.example/');
  renderAt('/patient/home');
  await waitFor(() => expect(screen.getByText('home')).toBeInTheDocument());
});

test('the page sends its language with the token: it becomes the account’s (issue 36 point 1)', async () => {
  fakeApi.on('post', 'auth/arrival', {
    status: 200,
    data: { jwt: 'es-token', surveyInstanceId: null, restricted: false },
  });
  fakeApi.on('get', 'user/this', { status: 200, data: makeAccount({ accountType: 'patient' }) });
  await setLocale('es-ES');
  renderWithProviders(
    <Routes>
      <Route path="/patient/:token" element={<ArrivalPage />} />
      <Route path="/" element={<p>guard landing</p>} />
    </Routes>,
    { messages, route: `/patient/${'e'.repeat(43)}` },
  );
  expect(await screen.findByText('guard landing')).toBeInTheDocument();
  expect(fakeApi.calls('post', 'auth/arrival').map((r) => r.data)).toEqual([
    { token: 'e'.repeat(43), locale: 'es-ES' },
  ]);
  await setLocale('en-GB');
});

// Issue 36 point 12: a limit or a server error is not a used link; the link works when tried again.
test.each([
  [
    'a rate limit says when to try again',
    { status: 429, headers: { 'retry-after': '30' }, data: { status: 429, title: 'Too Many Requests' } },
    'Demasiados intentos. Espere 30 segundos y vuelva a intentarlo.',
  ],
  [
    'a server error asks to try again',
    { status: 500, data: { status: 500, title: 'Internal Server Error' } },
    es['patient.arrival.failed'],
  ],
])('%s, and the link still works afterwards', async (_, failure, said) => {
  let asked = 0;
  fakeApi.on('post', 'auth/arrival', () =>
    ++asked === 1
      ? failure
      : { status: 200, data: { jwt: 'late-token', surveyInstanceId: null, restricted: false } },
  );
  fakeApi.on('get', 'user/this', { status: 200, data: makeAccount({ accountType: 'patient' }) });
  const token = (failure.status === 429 ? 'r' : 's').repeat(43);
  renderWithProviders(
    <Routes>
      <Route path="/patient/:token" element={<ArrivalPage />} />
      <Route path="/" element={<p>guard landing</p>} />
    </Routes>,
    { messages, route: `/patient/${token}`, locale: 'es-ES' },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(said);
  expect(screen.getByRole('heading', { name: es['patient.arrival.failedTitle'] })).toBeInTheDocument();
  expect(screen.queryByText(es['patient.arrival.invalidTitle'])).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: es['patient.arrival.tryAgain'] }));
  expect(await screen.findByText('guard landing')).toBeInTheDocument();
  expect(tokenStore.get()).toBe('late-token');
  expect(asked).toBe(2);
});
