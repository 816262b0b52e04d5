import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Rendered } from './templates';

export interface Mailer {
  send(to: string, message: Rendered): Promise<void>;
  close(): void;
}

export const FROM_ADDRESS = 'Diabetes care portal <no-reply@dcp.local>';

/** SMTP to SMTP_HOST:SMTP_PORT (maildev in the embedded set-up). */
export function createMailer(smtp: Config['smtp']): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    // maildev offers no STARTTLS; a real relay that does is still used opportunistically.
    ignoreTLS: smtp.host === '127.0.0.1' || smtp.host === 'localhost',
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  });
  return {
    async send(to, message) {
      await transport.sendMail({ from: FROM_ADDRESS, to, subject: message.subject, text: message.text });
    },
    close() {
      transport.close();
    },
  };
}
