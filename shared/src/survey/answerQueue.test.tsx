import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { renderWithProviders, sampleQuestions } from '@dcp/shared/testing';
import { Questionnaire } from './Questionnaire';
import type { AnswerValue } from './api/saveAnswer';

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
afterEach(() => setOnline(true));

function setup(send: (id: string, v: AnswerValue) => Promise<void>) {
  const onSave = jest.fn(send);
  renderWithProviders(
    <Questionnaire
      questions={firstWave}
      initialAnswers={{}}
      onSave={onSave}
      renderSummary={(_back, queue) => (
        <button disabled={!queue.online} onClick={() => void queue.flush()}>
          submit-{queue.waiting}
        </button>
      )}
    />,
  );
  return onSave;
}
const next = () => screen.getByRole('button', { name: 'Next' });
// The questionnaire's first live region is its connection note (the progress line is another).
const offlineNote = () => screen.getAllByRole('status')[0]!;

test('offline: said at once, answers kept and the questionnaire goes on; back online they are sent in order', async () => {
  const onSave = setup(async () => undefined);
  setOnline(false);
  expect(offlineNote()).toHaveTextContent(OFFLINE);
  fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
  fireEvent.click(next());
  expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b2' } });
  fireEvent.click(next());
  expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();

  setOnline(true);
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  expect(onSave.mock.calls).toEqual([
    ['q1', { id: 'a2' }],
    ['q2', { id: 'b2' }],
  ]);
  await waitFor(() => expect(offlineNote()).toHaveTextContent(''));
});

test('a network failure keeps the answer and moves on; a server refusal stays on the question', async () => {
  let mode: 'network' | 'server' | 'ok' = 'network';
  const onSave = setup(async () => {
    if (mode === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    if (mode === 'server')
      throw new AxiosError('Bad', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 409,
      } as never);
  });
  fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
  fireEvent.click(next());
  expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
  expect(offlineNote()).toHaveTextContent('Sending the answers you gave offline…');
  mode = 'server';
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b2' } });
  fireEvent.click(next());
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  mode = 'ok';
  setOnline(true);
  await waitFor(() => expect(onSave).toHaveBeenCalledWith('q1', { id: 'a2' }));
});

test('a half-entered date of birth is refused with a message, never sent as no date', async () => {
  const dob = {
    ...firstWave[0]!,
    id: 'dob',
    question: 'Date of birth',
    type: 'OPEN_ENDED' as const,
    possibleAnswers: [],
    tags: ['date'],
  };
  const onSave = jest.fn(async () => undefined);
  renderWithProviders(
    <Questionnaire questions={[dob]} initialAnswers={{}} onSave={onSave} renderSummary={() => null} />,
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
