import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, sampleQuestions } from '@dcp/shared/testing';
import { Questionnaire, resumeStep } from './Questionnaire';
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
      instanceId="inst-1"
      current={async () => ({ open: true, answers: initial })}
      onClosed={() => undefined}
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
  // q1 is saved already: the questionnaire resumes at question 2.
  expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
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

test('after the last question the summary follows about 0.8 s later and lists every answer', async () => {
  const { release } = setup({ q1: { id: 'a1' }, q2: { id: 'b1' } });
  // Resumes at the first unanswered question, not question 1.
  expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  fireEvent.click(next());
  await screen.findByText('Question 3 of 3');
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Fine' } });
  fireEvent.click(next());
  release();
  expect(
    (await screen.findByText('Your answers are saved. Opening the summary…')).closest('[role="status"]'),
  ).not.toBeNull();
  const started = Date.now();
  const heading = await screen.findByRole('heading', { name: 'Check your answers before sending' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  // Focus moves to the summary so a keyboard or screen-reader user starts there.
  expect(heading).toHaveFocus();
  const rows = screen.getAllByRole('term');
  expect(rows.map((r) => r.textContent)).toEqual(firstWave.map((q) => q.question));
  expect(screen.getByText('Never')).toBeInTheDocument();
  expect(screen.getByText('Pen')).toBeInTheDocument();
  expect(screen.getByText('Fine')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'summary-back' }));
  await waitFor(() => expect(screen.getByText('Question 3 of 3')).toBeInTheDocument());
});

test('Change on the summary opens that question; saving returns straight to the summary', async () => {
  const { saves, release } = setup({ q1: { id: 'a1' }, q2: { id: 'b1' }, q3: { answer: 'Fine' } });
  // Every question answered: resuming opens the summary.
  await screen.findByRole('heading', { name: 'Check your answers before sending' });
  fireEvent.click(
    screen.getByRole('button', { name: 'Change your answer to: How often do you feel worried?' }),
  );
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Never' })).toBeChecked();
  expect(screen.getByText('Question 1 of 3').parentElement).toHaveFocus();
  fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save and return to the summary' }));
  release();
  const heading = await screen.findByRole('heading', { name: 'Check your answers before sending' });
  expect(heading).toHaveFocus();
  expect(saves).toEqual([['q1', { id: 'a2' }]]);
  expect(screen.getByText('Often')).toBeInTheDocument();
  expect(screen.queryByText('Never')).not.toBeInTheDocument();
});

test('resume position: the first unanswered question; a free text skipped before it does not count', () => {
  const none = resumeStep(firstWave, {});
  const midway = resumeStep(firstWave, { q1: { id: 'a1' } });
  const skippedText = resumeStep([firstWave[2]!, firstWave[0]!, firstWave[1]!], { q1: { id: 'a1' } });
  const all = resumeStep(firstWave, { q1: { id: 'a1' }, q2: { id: 'b1' } });
  expect([none, midway, skippedText]).toEqual([0, 1, 2]);
  // q3 is free text after the last answer: the patient has not reached it yet.
  expect(all).toBe(2);
  expect(resumeStep(firstWave, { q1: { id: 'a1' }, q2: { id: 'b1' }, q3: { answer: 'x' } })).toBe('summary');
});
