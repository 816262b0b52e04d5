import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { PENDING_ANSWERS_PREFIX, notifications$, type AppNotification } from '@dcp/shared/bus';
import { fakeSession, makeAccount, renderWithProviders, sampleQuestions } from '@dcp/shared/testing';
import { Questionnaire, type QuestionnaireProps } from './Questionnaire';
import type { AnswerValue } from './api/saveAnswer';
import type { ServerState } from './answerQueue';

// Issue 28 point 8: offline mid-questionnaire the patient is told at once that the answers are kept,
// goes on answering, and the answers are sent in order when the browser is back; a network failure
// of one answer is no error.

const firstWave = sampleQuestions.filter((q) => q.stage === 'FIRST_WAVE');
const OFFLINE = 'You are offline — your answers are kept and sent when you are back';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
afterEach(() => {
  setOnline(true);
  localStorage.clear();
  fakeSession(null);
});

const patient = makeAccount({ id: '00000000-0000-4000-8000-00000000aa01', accountType: 'patient' });
const onDevice = () => Object.keys(localStorage).filter((k) => k.startsWith(PENDING_ANSWERS_PREFIX));
const stillOpen = async (): Promise<ServerState> => ({ open: true, answers: {} });

function setup(send: (id: string, v: AnswerValue) => Promise<void>, more: Partial<QuestionnaireProps> = {}) {
  const onSave = jest.fn(send);
  const view = renderWithProviders(
    <Questionnaire
      instanceId="inst-1"
      questions={firstWave}
      initialAnswers={{}}
      onSave={onSave}
      current={stillOpen}
      onClosed={() => undefined}
      renderSummary={(_back, queue) => (
        <button disabled={!queue.online} onClick={() => void queue.flush()}>
          submit-{queue.waiting}
        </button>
      )}
      {...more}
    />,
  );
  return { onSave, unmount: view.unmount };
}
const next = () => screen.getByRole('button', { name: 'Next' });
// The questionnaire's first live region is its connection note (the progress line is another).
const offlineNote = () => screen.getAllByRole('status')[0]!;

/** Nothing went while offline; back online, the two answers given (Often, b2) are sent in order. */
async function sentInOrderWhenBackOnline(onSave: ReturnType<typeof setup>['onSave']) {
  expect(onSave).not.toHaveBeenCalled();
  setOnline(true);
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  expect(onSave.mock.calls).toEqual([
    ['q1', { id: 'a2' }],
    ['q2', { id: 'b2' }],
  ]);
}

test('offline: said at once, answers kept and the questionnaire goes on; back online they are sent in order', async () => {
  const { onSave } = setup(async () => undefined);
  setOnline(false);
  expect(offlineNote()).toHaveTextContent(OFFLINE);
  fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
  fireEvent.click(next());
  expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b2' } });
  fireEvent.click(next());
  expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
  await sentInOrderWhenBackOnline(onSave);
  await waitFor(() => expect(offlineNote()).toHaveTextContent(''));
});

test('a network failure keeps the answer and moves on; the next answer sends it first; a server refusal stays on the question', async () => {
  let mode: 'network' | 'refuseQ2' = 'network';
  const { onSave } = setup(async (id) => {
    if (mode === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    if (id === 'q2')
      throw new AxiosError('Bad', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 409,
      } as never);
  });
  fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
  fireEvent.click(next());
  expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
  expect(offlineNote()).toHaveTextContent('Sending the answers you gave offline…');
  mode = 'refuseQ2';
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b2' } });
  fireEvent.click(next());
  await waitFor(() => expect(onSave).toHaveBeenLastCalledWith('q2', { id: 'b2' }));
  // The waiting answer went first, then this one, which the server refused: the patient stays.
  const calls = onSave.mock.calls.map(([id]) => id);
  expect(calls.slice(-2)).toEqual(['q1', 'q2']);
  expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  await waitFor(() => expect(offlineNote()).toHaveTextContent(''));
});

// An open question answered with a date, as the demographics' date of birth is.
const dob = {
  ...firstWave[0]!,
  id: 'dob',
  question: 'Date of birth',
  type: 'OPEN_ENDED' as const,
  possibleAnswers: [],
  tags: ['date'],
};

test('a half-entered date of birth is refused with a message, never sent as no date', async () => {
  const onSave = jest.fn(async () => undefined);
  renderWithProviders(
    <Questionnaire
      instanceId="inst-dob"
      questions={[dob]}
      initialAnswers={{}}
      onSave={onSave}
      current={stillOpen}
      onClosed={() => undefined}
      renderSummary={() => null}
    />,
  );
  expect(next()).toBeEnabled(); // optional: all three empty is fine
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '4' } });
  expect(next()).toBeDisabled();
  expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
    'Enter the day, month and year, or leave all three empty.',
  );
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '30' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1975' } });
  expect(next()).toBeEnabled();
  fireEvent.click(next());
  await waitFor(() => expect(onSave).toHaveBeenCalledWith('dob', { answer: '1975-04-30' }));
});

test('a date of birth after today is refused as in the future, not as half entered (issue 36 point 9)', () => {
  jest.useFakeTimers({ now: new Date(2026, 5, 15, 9), advanceTimers: true });
  try {
    renderWithProviders(
      <Questionnaire
        instanceId="inst-dob-future"
        questions={[dob]}
        initialAnswers={{}}
        onSave={jest.fn(async () => undefined)}
        current={stillOpen}
        onClosed={() => undefined}
        renderSummary={() => null}
      />,
    );
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '16' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2026' } });
    expect(next()).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'The date of birth cannot be in the future.',
    );
  } finally {
    jest.useRealTimers();
  }
});

describe('kept on the device (issue 25 point 2)', () => {
  beforeEach(() => fakeSession(patient));

  test('a reload loses nothing: the answers given offline wait on the device and go in order when back', async () => {
    const first = setup(async () => undefined);
    setOnline(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
    fireEvent.click(next());
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'b2' } });
    fireEvent.click(next());
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    expect(offlineNote()).toHaveTextContent('2 answers are waiting on this device.');
    first.unmount(); // the tab is closed or reloaded

    const { onSave } = setup(async () => undefined);
    // It resumes after the answers given offline, still offline, and says they wait.
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(offlineNote()).toHaveTextContent('2 answers are waiting on this device.');
    await sentInOrderWhenBackOnline(onSave);
    await waitFor(() => expect(onDevice()).toEqual([]));
  });

  test('another account on this device does not see them', async () => {
    setup(async () => undefined);
    setOnline(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
    fireEvent.click(next());
    await screen.findByText('Question 2 of 3');
    fakeSession(makeAccount({ id: '00000000-0000-4000-8000-00000000bb02', accountType: 'patient' }));
    setup(async () => undefined);
    expect(screen.getAllByText('Question 1 of 3')).toHaveLength(1);
  });

  test('answered on another device meanwhile: that newer answer wins and the patient is told', async () => {
    const told: AppNotification[] = [];
    const sub = notifications$.subscribe((n) => told.push(n));
    setOnline(false);
    const first = setup(async () => undefined);
    fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
    fireEvent.click(next());
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'b2' } });
    fireEvent.click(next());
    await screen.findByText('Question 3 of 3');
    first.unmount();

    const { onSave } = setup(async () => undefined, {
      current: async () => ({ open: true, answers: { q1: { id: 'a1' } } }),
    });
    setOnline(true);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('q2', { id: 'b2' });
    expect(told.map((n) => n.message)).toEqual([{ id: 'shared.survey.kept', values: { count: 1 } }]);
    sub.unsubscribe();
  });

  test('submitted on another device meanwhile: nothing is sent, the answers are dropped and the page reloads it', async () => {
    setOnline(false);
    const first = setup(async () => undefined);
    fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
    fireEvent.click(next());
    await screen.findByText('Question 2 of 3');
    first.unmount();

    const onClosed = jest.fn();
    const { onSave } = setup(async () => undefined, {
      current: async () => ({ open: false, answers: { q1: { id: 'a1' } } }),
      onClosed,
    });
    setOnline(true);
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(onSave).not.toHaveBeenCalled();
    expect(onDevice()).toEqual([]);
  });
});

test('at the summary offline, the patient reads why Submit waits', () => {
  setup(async () => undefined, {
    initialAnswers: { q1: { id: 'a1' }, q2: { id: 'b1' }, q3: { answer: 'x' } },
  });
  setOnline(false);
  expect(offlineNote()).toHaveTextContent('You can submit once you are back online.');
  expect(screen.getByRole('button', { name: 'submit-0' })).toBeDisabled();
});
