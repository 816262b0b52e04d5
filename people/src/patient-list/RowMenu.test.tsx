import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@dcp/shared/testing';
import { answerRows, renderList, where } from './listTestKit';

// Issue 36 point 3: on a laptop a row's actions wait behind one button (a disclosure).
beforeEach(answerRows);
afterEach(() => fakeApi.reset());

it("a row's actions open from its own button, never the row; Escape closes them", async () => {
  renderList();
  const more = await screen.findByRole('button', { name: 'Actions for First1 Last1' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(where()).toBe('/list');
  await userEvent.keyboard('{Escape}');
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(more).toHaveFocus();
  expect(where()).toBe('/list');
});
