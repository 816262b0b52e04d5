import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toPage, type GlucoseUnit, type PatientListItem } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import { PatientListPanel } from './PatientListPanel';
import { usePatientListState } from './usePatientListState';

// The patient list's tests' page (PatientListPanel, ListToolbar, RowMenu): thirty rows in every
// state, a page as a remote builds one, and where the list's address went.

export const row = (i: number): PatientListItem => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  email: `p${i}@north.test`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  clinic: { id: 'c1', name: 'North' },
  diabetes: i % 2 ? 'TYPE_II' : null,
  lastCompleted: i % 3 ? '2026-11-01T10:00:00.000Z' : null,
  latestInstanceId: null,
  concern: i % 3 ? 'KNOWLEDGE' : null,
  priorityScore: i % 3 ? i % 12 : null,
  priorityCode: i % 3 ? (i % 12 <= 3 ? 'GREEN' : i % 12 <= 8 ? 'ORANGE' : 'RED') : null,
  flags:
    i % 3
      ? [
          { code: 'PHQ2_POSITIVE', value: 4 },
          { code: 'CATEGORY', category: 'KNOWLEDGE', value: 80 },
        ]
      : [],
  lastReviewedAt: null,
  arrival: 'INVITATION',
  reviewInstanceId: null,
  lastReminderAt: i === 1 ? '2026-11-20T09:00:00.000Z' : null,
  leftAt: null,
  glucose:
    i === 2
      ? {
          wear: 96.2,
          targets: 'standard',
          attention: true,
          flags: [
            { code: 'LOW', value: 6.3, target: 4 },
            { code: 'IN_RANGE', value: 58.4, target: 70 },
          ],
        }
      : i === 4
        ? {
            wear: 41,
            targets: 'standard',
            attention: false,
            flags: [{ code: 'NOT_ENOUGH_DATA', value: 41, target: 70 }],
          }
        : null,
});
export const ROWS = Array.from({ length: 30 }, (_, i) => row(i));

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

/** The page's own toolbar button (a test's words, not the portal's: no catalogue). */
export const TOOLBAR_ACTION = 'Toolbar action';

/** A page as a remote builds one: its own toolbar button, then the panel. */
function ListPage({ emptyState }: { emptyState?: ReactNode }) {
  const list = usePatientListState();
  return (
    <section>
      <button type="button">{TOOLBAR_ACTION}</button>
      <PatientListPanel
        list={list}
        hrefOf={(p) => `/open/${p.email}`}
        rowActions={(p) => <button type="button">{`Act ${p.firstName}`}</button>}
        emptyState={emptyState}
      />
    </section>
  );
}

export function renderList(route = '/list', emptyState?: ReactNode, unit: GlucoseUnit = 'mg/dL') {
  fakeSession(makeAccount({ accountType: 'doctor', glucoseUnit: unit }));
  return renderWithProviders(
    <Routes>
      <Route
        path="/list"
        element={
          <>
            <ListPage emptyState={emptyState} />
            <Where />
          </>
        }
      />
      <Route path="/open/:email" element={<Where />} />
    </Routes>,
    { route },
  );
}
export const lastParams = () => fakeApi.calls('get', 'user').at(-1)?.params ?? {};
export const where = () => screen.getByTestId('where').textContent;
/** The filters wait behind the toolbar's Filters button (issue 36 point 3). */
export const openFilters = () => userEvent.click(screen.getByRole('button', { name: /^Filters/ }));

/** Every test's API: the thirty rows, one request of 2,000. */
export function answerRows() {
  fakeApi.install();
  fakeApi.on('get', 'user', { status: 200, data: toPage(ROWS, 0, 2000, ROWS.length, true) });
}
