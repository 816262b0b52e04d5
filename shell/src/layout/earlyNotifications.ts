import type { Subscription } from 'rxjs';
import { notifications$, type AppNotification } from '@dcp/shared/session';

// notifications$ keeps nothing for late listeners, and the shell draws its notification host only
// after restoring the session: what was said before (a stored session the API ended, issue 36
// point 17) would be lost. This module, imported by the bootstrap before anything else runs, keeps
// those until the host takes them.

const early: AppNotification[] = [];
let listening: Subscription | null = notifications$.subscribe((n) => early.push(n));

/** What was said before the host existed; from now on the host listens itself. */
export function takeEarlyNotifications(): AppNotification[] {
  listening?.unsubscribe();
  listening = null;
  return early.splice(0);
}
