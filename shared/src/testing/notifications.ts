import { notifications$, type AppNotification } from '@dcp/shared/bus';

/**
 * The notifications (toasts) raised during each test of the file, emptied before each test: call it
 * at the top of a test file (it registers the hooks), and read the array it returns.
 */
export function notificationsSeen(): AppNotification[] {
  const seen: AppNotification[] = [];
  const sub = notifications$.subscribe((n) => seen.push(n));
  beforeEach(() => {
    seen.length = 0;
  });
  afterAll(() => sub.unsubscribe());
  return seen;
}
