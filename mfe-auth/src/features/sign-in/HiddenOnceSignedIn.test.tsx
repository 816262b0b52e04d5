import { act, render, screen } from '@testing-library/react';
import { fakeSession, makeAccount } from '@dcp/shared/testing';
import { HiddenOnceSignedIn } from './HiddenOnceSignedIn';

const page = (
  <HiddenOnceSignedIn>
    <h1>Sign in</h1>
  </HiddenOnceSignedIn>
);

describe('HiddenOnceSignedIn', () => {
  afterEach(() => act(() => fakeSession(null)));

  it('shows the sign-in page, and removes it the moment its sign-in succeeds', () => {
    fakeSession(null);
    render(page);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => fakeSession(makeAccount()));
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the page to someone who opened it already signed in', () => {
    fakeSession(makeAccount());
    render(page);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
