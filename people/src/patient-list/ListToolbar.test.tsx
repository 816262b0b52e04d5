import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@dcp/shared/testing';
import { answerRows, renderList } from './listTestKit';

beforeEach(answerRows);
afterEach(() => fakeApi.reset());

it('keeps the filters behind one button, open by themselves when one is on, counting those on', async () => {
  // Issue 36 point 3: the ten filter fields pushed the first patient below a laptop's first screen.
  renderList();
  await screen.findByText('First1 Last1');
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Type II' })).toBeNull();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Type II' }));
  expect(await screen.findByRole('button', { name: 'Filters (1 on)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

it("opens with the filters shown when a shared link carries some (the review digest's)", async () => {
  renderList('/list?awaiting=1&type=PRE');
  await screen.findAllByRole('row');
  expect(screen.getByRole('button', { name: 'Filters (2 on)' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('checkbox', { name: 'Awaiting review only' })).toBeChecked();
});
