import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../config';
import { withSpan } from '../trace';
import type { Rendered } from './templates';

export interface MailHeaders {
  /** A stable Message-ID per outbox row: a retry after an unknown outcome is recognisably the same mail. */
  messageId?: string;
}

export interface Mailer {
  send(to: string, message: Rendered, headers?: MailHeaders): Promise<void>;
  close(): void;
}

const LOOPBACK = ['127.0.0.1', '::1', 'localhost'];

/** nodemailer's transport options for the settings (exported for the settings' test). */
export function transportOptions(smtp: SmtpSettings) {
  const local = LOOPBACK.includes(smtp.host);
  if (smtp.user && !smtp.secure && !smtp.requireTls && !local)
    // A password is never sent over a connection that may have stayed in plain text.
    throw new Error('SMTP_USER is set: also set SMTP_SECURE=1 (port 465) or SMTP_REQUIRE_TLS=1 (STARTTLS)');
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    // maildev on loopback offers no STARTTLS; a real relay that does is still used opportunistically.
    ignoreTLS: local && !smtp.secure && !smtp.requireTls,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  };
}

/** SMTP to SMTP_HOST:SMTP_PORT (maildev in the embedded set-up), with AUTH and TLS when configured. */
export function createMailer(smtp: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport(transportOptions(smtp));
  return {
    async send(to, message, headers = {}) {
      await withSpan('smtp send', () =>
        transport.sendMail({
          from: smtp.from,
          to,
          subject: message.subject,
          text: message.text,
          ...(headers.messageId ? { messageId: headers.messageId } : {}),
          ...unsubscribeHeaders(message.unsubscribe),
        }),
      );
    },
    close() {
      transport.close();
    },
  };
}

/**
 * A mail client's own "unsubscribe" button (RFC 2369 and RFC 8058 one-click): List-Unsubscribe names
 * the API's URL, and List-Unsubscribe-Post tells the client to POST `List-Unsubscribe=One-Click` to it.
 */
export function unsubscribeHeaders(url: string | undefined) {
  if (!url) return {};
  return {
    list: { unsubscribe: url },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
