import { useState, type ReactNode } from 'react';
import { useSession } from '@dcp/shared/session';

/**
 * A sign-in page disappears the moment its sign-in succeeds. The shell draws the sidebar on that same
 * session change; a form still on screen would be pushed 14rem right (a layout shift of 0.16–0.30 on
 * every sign-in; issue 16) before the landing page replaces it. A page opened while already signed in
 * is shown as usual (role select then signs out).
 */
export function HiddenOnceSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [openedSignedIn] = useState(status === 'signedIn');
  return status === 'signedIn' && !openedSignedIn ? null : children;
}
