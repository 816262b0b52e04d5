import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { reminderTokens } from './token';

// Issue 38 point 6: the opt-out token is opaque (no account id in clear), only the API can make one,
// and the links of e-mails sent before (`<id>.<HMAC>`) keep working.
const key = randomBytes(32);
const tokens = reminderTokens(key);
const id = '6f1c2e9a-1b2c-4d3e-8f4a-5b6c7d8e9f00';
const idBytes = Buffer.from(id.replace(/-/g, ''), 'hex');

it('names the account without carrying its id, and refuses anything the API did not write', () => {
  const token = tokens.sign(id);
  expect(token).toMatch(/^[A-Za-z0-9_-]{59}$/);
  for (const spelled of [id, id.replace(/-/g, ''), idBytes.toString('base64url')])
    expect(token).not.toContain(spelled);
  expect(tokens.verify(token)).toBe(id);
  expect(tokens.sign(id)).not.toBe(token);
  expect(reminderTokens(randomBytes(32)).verify(token)).toBeNull();
  const raw = Buffer.from(token, 'base64url');
  raw[20]! ^= 1;
  expect(tokens.verify(raw.toString('base64url'))).toBeNull();
  expect(tokens.verify('not-a-token')).toBeNull();
});

it("accepts the links of e-mails sent before (the id and its HMAC), only the API's own", () => {
  const macKey = Buffer.from(hkdfSync('sha256', key, '', 'dcp reminder opt-out v1', 32));
  const mac = createHmac('sha256', macKey).update(idBytes).digest().subarray(0, 16);
  expect(tokens.verify(`${idBytes.toString('base64url')}.${mac.toString('base64url')}`)).toBe(id);
  expect(tokens.verify(`${idBytes.toString('base64url')}.${'A'.repeat(22)}`)).toBeNull();
});
