import { Subject, type Observable } from 'rxjs';

/**
 * A user-visible text: a react-intl message id (translated by the host that shows it) or a plain
 * string shown as-is (server messages, provider errors). The shell shows notifications with the
 * shared and shell catalogues only, so a remote passes its own texts already formatted.
 */
export type Text = string | { id: string; values?: Record<string, string | number> };

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface AppNotification {
  type: NotificationType;
  title: Text;
  message: Text;
  /** A follow-up inside the portal (e.g. the patient's results after a survey was assigned). */
  link?: { to: string; label: Text };
}

const subject = new Subject<AppNotification>();

/** Any remote may raise a notification; the shell's notification host displays them. */
export function notify(notification: AppNotification): void {
  subject.next(notification);
}

export const notifications$: Observable<AppNotification> = subject.asObservable();
