import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeSession, makeAccount, pageOf, renderWithProviders } from '@dcp/shared/testing';
import type { Note } from '@dcp/shared/contracts';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { NotesPage } from './NotesPage';

const messages = { 'en-GB': en, 'es-ES': es };
const note = (id: string, text: string, day: number): Note => ({
  id,
  text,
  createTimestamp: `2026-10-0${day}T10:00:00.000Z`,
  lastUpdatedTimestamp: `2026-10-0${day}T10:00:00.000Z`,
});

let notes: Note[];
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient' }));
  notes = [note('old', 'Older note', 1), note('new', 'n'.repeat(200), 3)];
  fakeApi.on('get', 'note', () => ({ status: 200, data: pageOf(notes) }));
  fakeApi.on('post', 'note', (req) => {
    notes = [...notes, note('x', (req.data as { text: string }).text, 5)];
    return { status: 201, data: notes.at(-1) };
  });
});
afterEach(() => fakeApi.reset());

test('the list is newest first with a preview cut at 150 characters', async () => {
  renderWithProviders(<NotesPage />, { messages });
  const items = await screen.findAllByRole('listitem');
  expect(items[0]).toHaveTextContent(`${'n'.repeat(150)}…`);
  expect(items[0]).not.toHaveTextContent('n'.repeat(151));
  expect(items[1]).toHaveTextContent('Older note');
  fireEvent.click(within(items[0]!).getByRole('button', { name: 'Show the whole note' }));
  expect(items[0]).toHaveTextContent('n'.repeat(200));
});

test('a note needs 1 to 1000 characters: empty and 1001 are refused, 1000 is saved', async () => {
  renderWithProviders(<NotesPage />, { messages });
  await screen.findAllByRole('listitem');
  const field = screen.getByRole('textbox', { name: 'New note' });
  const save = screen.getByRole('button', { name: 'Save note' });
  expect(save).toBeDisabled();
  fireEvent.blur(field);
  expect(screen.getByRole('alert')).toHaveTextContent('A note needs text');

  fireEvent.change(field, { target: { value: 'y'.repeat(1001) } });
  expect(screen.getByRole('alert')).toHaveTextContent('A note can have at most 1000 characters');
  expect(save).toBeDisabled();

  fireEvent.change(field, { target: { value: 'y'.repeat(1000) } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(save);
  await waitFor(() => expect(fakeApi.calls('post', 'note')).toHaveLength(1));
  expect(fakeApi.calls('post', 'note')[0]!.data).toEqual({ text: 'y'.repeat(1000) });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  expect(field).toHaveValue('');
});
