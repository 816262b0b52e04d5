import type { Mailer } from '../src/mail';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  /** The List-Unsubscribe address, when the e-mail has one. */
  unsubscribe?: string;
}

/** A mailer that keeps what it was asked to send (the real SMTP path is covered by e2e with maildev). */
export function captureMailer(): { mailer: Mailer; sent: SentMail[] } {
  const sent: SentMail[] = [];
  return {
    sent,
    mailer: {
      async send(to, m) {
        sent.push({ to, ...m });
      },
      close() {},
    },
  };
}

export const lastTo = (sent: SentMail[], to: string) => [...sent].reverse().find((m) => m.to === to);
export const tempPasswordIn = (text: string) =>
  /(?:Temporary password|Contraseña temporal): (\S+)/.exec(text)?.[1];

/**
 * The first mail to `to` whose text matches `pattern`, waiting for it: some mails leave through the
 * outbox after the answer (password reset, so the answer cannot tell that the account exists).
 */
export async function mailMatching(sent: SentMail[], to: string, pattern: RegExp, ms = 5_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = sent.find((m) => m.to === to && pattern.test(m.text));
    if (found || Date.now() > until) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A real SMTP server for tests that need the relay's side (smtp-server: maildev's own, CommonJS). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, no types
export const { SMTPServer } = require('smtp-server') as {
  SMTPServer: new (o: object) => {
    listen(p: number, h: string, cb: () => void): void;
    close(cb: () => void): void;
  };
};
