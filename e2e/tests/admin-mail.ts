import { expect, type APIRequestContext } from '@playwright/test';
import { stackUrls } from './stack-urls';

/** The embedded inbox (maildev's REST API) of the stack this journey runs on. */
const inbox = () => `${stackUrls().mail}/email`;

interface MailDevMessage {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Every message to `to` (and with `subject`) in the embedded inbox now, oldest first; no waiting. */
export async function mailsTo(request: APIRequestContext, to: string, subject?: RegExp) {
  const res = await request.get(inbox());
  return ((await res.json()) as MailDevMessage[])
    .filter((m) => m.to.some((a) => a.address.toLowerCase() === to.toLowerCase()))
    .filter((m) => !subject || subject.test(m.subject));
}

/** The newest message to `to` in the embedded inbox (maildev's REST API), waiting for it to arrive. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject?: RegExp,
  /** Only a message whose text holds this (e.g. a link with a record's id). */
  contains?: string,
): Promise<MailDevMessage> {
  let found: MailDevMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(inbox());
        const all = (await res.json()) as MailDevMessage[];
        found = all
          .filter((m) => m.to.some((a) => a.address.toLowerCase() === to.toLowerCase()))
          .filter((m) => !subject || subject.test(m.subject))
          .filter((m) => !contains || m.text.includes(contains))
          .pop();
        return Boolean(found);
      },
      { timeout: 15000 },
    )
    .toBe(true);
  return found!;
}

export const temporaryPassword = (text: string) =>
  /(?:Temporary password|Contraseña temporal): (\S+)/.exec(text)?.[1] ?? '';
export const resetPath = (text: string) => /(\/reset-password\/[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
export const unique = () => Math.random().toString(36).slice(2, 8);
