import nodemailer from 'nodemailer';
import { unsubscribeHeaders } from './index';

// RFC 8058: a reminder carries List-Unsubscribe (an HTTPS URL) and List-Unsubscribe-Post, written by
// nodemailer exactly as the SMTP mailer sends it.
it('a message with an unsubscribe URL carries List-Unsubscribe and List-Unsubscribe-Post: One-Click', async () => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const url = 'https://api.example.org/reminders/one-click/abc';
  const sent = await transport.sendMail({
    from: 'a@example.org',
    to: 'b@example.org',
    text: 'x',
    ...unsubscribeHeaders(url),
  });
  const raw = (sent.message as Buffer).toString();
  expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/api\.example\.org\/reminders\/one-click\/abc>\r$/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  expect(unsubscribeHeaders(undefined)).toEqual({});
});
