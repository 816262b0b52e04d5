import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  fakeApi,
  fakeClipboard,
  fakeSession,
  makeAccount,
  makeResource,
  makeResourceGroup,
  renderDoctor,
} from '../../test-kit';
import { ResourcesPage } from './ResourcesPage';

const tree = [
  makeResourceGroup('t1', 'Type 1', [
    makeResourceGroup('t1.self', 'Self-management', [makeResource('carbs', 'Carb counting')]),
  ]),
  makeResourceGroup('t2', 'Type 2', [makeResource('walk', 'Walking')], 2),
];

let clipboard: string[];
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  clipboard = fakeClipboard();
  fakeApi.on('get', 'resources/education/locale/es-ES', { status: 200, data: tree });
  fakeApi.on('get', 'resources/education', { status: 200, data: tree });
  fakeApi.on('get', /^resources\/education\/(\w+)(\/es-ES)?\/resolved$/, (req) => ({
    status: 200,
    data: { resolvedUrl: `https://example.org/${req.path}` },
  }));
});
afterEach(() => fakeApi.reset());

const render = (route: string) =>
  renderDoctor(
    <Routes>
      <Route path="/doctor/resources" element={<ResourcesPage />} />
      <Route path="/doctor/resources/:group" element={<ResourcesPage />} />
      <Route path="/doctor/es-ES/resources" element={<ResourcesPage locale="es-ES" />} />
    </Routes>,
    { route },
  );

test('ticking resources copies name, underline and resolved url of every ticked one', async () => {
  render('/doctor/resources');
  expect(await screen.findByText('Type 1')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Carb counting' }));
  await waitFor(() => expect(clipboard).toHaveLength(1));
  expect(clipboard[0]).toBe(
    'Carb counting\n-------------\nhttps://example.org/resources/education/carbs/resolved',
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Walking' }));
  await waitFor(() => expect(clipboard).toHaveLength(2));
  expect(clipboard[1]).toContain('Carb counting');
  expect(clipboard[1]).toContain('Walking\n-------');
  expect(screen.getByText('2 resources copied to the clipboard')).toBeInTheDocument();
});

test('a sub-page shows only its group; the Spanish page asks for the es-ES tree and links', async () => {
  render('/doctor/resources/t1');
  expect(await screen.findByText('Self-management')).toBeInTheDocument();
  expect(screen.queryByText('Walking')).not.toBeInTheDocument();
});

test('the Spanish resources resolve with the es-ES locale', async () => {
  render('/doctor/es-ES/resources');
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Walking' }));
  await waitFor(() => expect(clipboard).toHaveLength(1));
  expect(clipboard[0]).toContain('resources/education/walk/es-ES/resolved');
  expect(fakeApi.calls('get', 'resources/education/locale/es-ES')).toHaveLength(1);
});
