import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, sampleQuestions } from '@dcp/shared/testing';
import { Questionnaire } from './Questionnaire';
import type { AnswerValue } from './api/saveAnswer';

const firstWave = sampleQuestions.filter((q) => q.stage === 'FIRST_WAVE');

function setup(initial: Record<string, AnswerValue> = {}) {
  const saves: [string, AnswerValue][] = [];
  let release: () => void = () => {};
  const onSave = jest.fn((id: string, v: AnswerValue) => {
    saves.push([id, v]);
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  renderWithProviders(
    <Questionnaire
      questions={firstWave}
      initialAnswers={initial}
      onSave={onSave}
      renderSummary={(back) => <button onClick={back}>summary-back</button>}
    />,
  );
  return { saves, onSave, release: () => release() };
}

const next = () => screen.getByRole('button', { name: 'Next' });

test('one question at a time: Next is disabled until a radio is chosen, saves, then advances', async () => {
  const { saves, release } = setup();
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'How often do you feel worried?' })).toBeInTheDocument();
  expect(screen.queryByText('Which insulin do you use?')).not.toBeInTheDocument();
  expect(next()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

  fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
  expect(next()).toBeEnabled();
  fireEvent.click(next());
  // Still on question 1 while the save is in flight: Next saves *then* advances.
  expect(saves).toEqual([['q1', { id: 'a2' }]]);
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  release();
  expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
});

test('multiple choice is a dropdown select; open-ended is always allowed and capped at 1000 with a counter', async () => {
  const { saves, release } = setup({ q1: { id: 'a1' } });
  fireEvent.click(next()); // unchanged saved answer: no save call, straight on
  expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
  expect(saves).toHaveLength(0);

  const select = screen.getByRole('combobox', { name: 'Which insulin do you use?' });
  expect(next()).toBeDisabled();
  fireEvent.change(select, { target: { value: 'b2' } });
  fireEvent.click(next());
  release();
  expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
  expect(saves).toEqual([['q2', { id: 'b2' }]]);

  const area = screen.getByRole('textbox', { name: 'Anything else to tell us?' });
  expect(next()).toBeEnabled();
  expect(area).toHaveAttribute('maxLength', '1000');
  fireEvent.change(area, { target: { value: 'x'.repeat(1200) } });
  expect((area as HTMLTextAreaElement).value).toHaveLength(1000);
  expect(screen.getByText('1000 / 1000 characters')).toBeInTheDocument();
});

test('the summary lists the answers, and Back returns to the previous question', async () => {
  const { release } = setup({ q1: { id: 'a1' }, q2: { id: 'b1' } });
  fireEvent.click(next());
  await screen.findByText('Question 2 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  fireEvent.click(next());
  await screen.findByText('Question 2 of 3');
  fireEvent.click(next());
  await screen.findByText('Question 3 of 3');
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Fine' } });
  fireEvent.click(next());
  release();
  expect(await screen.findByText('Summary of your answers')).toBeInTheDocument();
  expect(screen.getByText('Never')).toBeInTheDocument();
  expect(screen.getByText('Pen')).toBeInTheDocument();
  expect(screen.getByText('Fine')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'summary-back' }));
  await waitFor(() => expect(screen.getByText('Question 3 of 3')).toBeInTheDocument());
});
