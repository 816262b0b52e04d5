import type { Mailer } from '../src/mail';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
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
