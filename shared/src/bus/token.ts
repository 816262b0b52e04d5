import { BehaviorSubject, type Observable } from 'rxjs';

/** The seed's persisted key for the API token (req A§7). */
export const TOKEN_KEY = 'apiKey';

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    // Storage can throw (private mode, disabled cookies); the app then works without persistence.
    return null;
  }
}

function write(token: string | null): void {
  try {
    if (token === null) globalThis.localStorage?.removeItem(TOKEN_KEY);
    else globalThis.localStorage?.setItem(TOKEN_KEY, token);
  } catch {
    /* see read() */
  }
}

const subject = new BehaviorSubject<string | null>(read());

/**
 * The API token store. http reads it for every request and clears it on 401; session writes it on
 * sign-in and reacts to it being cleared, so http never has to import session (no cycle).
 */
export const tokenStore = {
  get: (): string | null => subject.getValue(),
  set(token: string): void {
    write(token);
    subject.next(token);
  },
  clear(): void {
    write(null);
    if (subject.getValue() !== null) subject.next(null);
  },
  /** Takes the token another tab stored (it is in storage already: nothing is written). */
  adopt(token: string): void {
    if (subject.getValue() !== token) subject.next(token);
  },
  changes$: subject.asObservable() as Observable<string | null>,
};
