import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dexcomClient, ProviderError } from './client';

// The token answer is Dexcom's to shape: checked before anything is kept (issue 40 point 4).

let answer: { status: number; body: unknown } = { status: 200, body: {} };
const server = http.createServer((_req, res) => {
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.body));
});
let client: ReturnType<typeof dexcomClient>;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client = dexcomClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId: 'id',
    clientSecret: 'secret',
    redirectUri: 'http://localhost/back',
    retryBaseMs: 1,
    retryMaxMs: 1,
    retries: 0,
  });
});
afterAll(() => new Promise((r) => server.close(r)));

describe('the Dexcom token answer', () => {
  it('gives the tokens of a well-formed answer', async () => {
    answer = {
      status: 200,
      body: { access_token: 'a', refresh_token: 'r', expires_in: 7200, token_type: 'Bearer' },
    };
    await expect(client.refresh('old')).resolves.toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 7200,
    });
  });

  it.each([
    ['no refresh token', { access_token: 'a', expires_in: 7200 }],
    ['a lifetime as text', { access_token: 'a', refresh_token: 'r', expires_in: '7200' }],
    ['an empty access token', { access_token: '', refresh_token: 'r', expires_in: 7200 }],
  ])('refuses %s as the provider failing (502), keeping nothing', async (_why, body) => {
    answer = { status: 200, body };
    const failed = await client.refresh('old').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ProviderError);
    expect([(failed as ProviderError).status, (failed as ProviderError).code]).toEqual([
      502,
      'malformed_token_answer',
    ]);
  });

  it("reads an OAuth error's code, and says 'error' for an answer without one", async () => {
    answer = { status: 400, body: { error: 'invalid_grant' } };
    expect(((await client.refresh('old').catch((e: unknown) => e)) as ProviderError).code).toBe(
      'invalid_grant',
    );
    answer = { status: 400, body: ['not', 'an', 'error'] };
    expect(((await client.refresh('old').catch((e: unknown) => e)) as ProviderError).code).toBe('error');
  });
});
