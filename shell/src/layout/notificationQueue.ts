import type { AppNotification } from '@dcp/shared/session';

/** Information and success fade after this long; errors and warnings stay until dismissed. */
export const AUTO_DISMISS_MS = 6000;
/**
 * A message raised this shortly before a navigation explains that navigation ("Password updated" and
 * then the sign-in page): it moves to the new page. Anything older belonged to the page left behind.
 */
export const CARRY_OVER_MS = 1500;
/** An identical message on the same page this soon after it was dismissed is an echo (a retry, a remount). */
export const ECHO_MS = 5000;

export interface Shown extends AppNotification {
  key: number;
  /** The page the message belongs to. */
  path: string;
  at: number;
}

export interface QueueState {
  shown: Shown[];
  /** What the user dismissed, on which page and when: identical echoes are not shown again. */
  dismissed: { signature: string; path: string; at: number }[];
  next: number;
}

export const emptyQueue: QueueState = { shown: [], dismissed: [], next: 0 };

export function fades(n: AppNotification): boolean {
  return n.type === 'info' || n.type === 'success';
}

function signature(n: AppNotification): string {
  return JSON.stringify([n.type, n.title, n.message]);
}

/** Adds a message for `path`, unless the same one is already on screen or was just dismissed there. */
export function raise(state: QueueState, n: AppNotification, path: string, now: number): QueueState {
  const sig = signature(n);
  if (state.shown.some((s) => signature(s) === sig)) return state;
  if (state.dismissed.some((d) => d.signature === sig && d.path === path && now - d.at < ECHO_MS)) {
    return state;
  }
  const shown: Shown = { ...n, key: state.next, path, at: now };
  return { ...state, shown: [...state.shown, shown], next: state.next + 1 };
}

/** Closes one message (the user's ×, or a success fading). Only a user's dismissal is remembered. */
export function dismiss(state: QueueState, key: number, now: number, byUser = true): QueueState {
  const gone = state.shown.find((s) => s.key === key);
  if (!gone) return state;
  const dismissed = byUser
    ? [
        ...state.dismissed.filter((d) => now - d.at < ECHO_MS),
        { signature: signature(gone), path: gone.path, at: now },
      ]
    : state.dismissed;
  return { ...state, shown: state.shown.filter((s) => s.key !== key), dismissed };
}

/** The user moved to `path`: messages of the page left behind go, unless they explain the move. */
export function navigate(state: QueueState, path: string, now: number): QueueState {
  const shown = state.shown
    .filter((s) => s.path === path || now - s.at < CARRY_OVER_MS)
    .map((s) => ({ ...s, path }));
  return { ...state, shown, dismissed: [] };
}
