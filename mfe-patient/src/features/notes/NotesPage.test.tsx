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

test('a note is edited in place and deleted after a confirmation; the list follows without a reload', async () => {
  fakeApi.on('put', 'note/old', (req) => {
    const text = (req.data as { text: string }).text;
    return {
      status: 200,
      data: { ...note('old', text, 1), lastUpdatedTimestamp: '2026-10-06T10:00:00.000Z' },
    };
  });
  fakeApi.on('delete', 'note/old', { status: 204 });
  renderWithProviders(<NotesPage />, { messages });
  let item = (await screen.findAllByRole('listitem'))[1]!;
  fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
  const field = within(item).getByRole('textbox', { name: 'Change your note' });
  expect(field).toHaveValue('Older note');
  expect(field).toHaveFocus();
  fireEvent.change(field, { target: { value: '' } });
  fireEvent.blur(field);
  expect(within(item).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  fireEvent.change(field, { target: { value: 'Older note, corrected' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(within(item).queryByRole('textbox')).not.toBeInTheDocument());
  expect(item).toHaveTextContent('Older note, corrected');
  expect(item).toHaveTextContent('edited');
  expect(fakeApi.calls('put', 'note/old')[0]!.data).toEqual({ text: 'Older note, corrected' });
  await waitFor(() => expect(within(item).getByRole('button', { name: 'Edit' })).toHaveFocus());

  fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
  let dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the note' }));
  expect(fakeApi.calls('delete', 'note/old')).toHaveLength(0);
  item = screen.getAllByRole('listitem')[1]!;
  fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
  dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete note' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  expect(screen.queryByText('Older note, corrected')).not.toBeInTheDocument();
  expect(fakeApi.calls('get', 'note')).toHaveLength(1);
});
