import { identityClientOptions } from './admin-client';

describe('identityClientOptions', () => {
  it('the emulator: its endpoint and dummy keys (cognito-local ignores signatures)', () => {
    const o = identityClientOptions({ endpoint: 'http://127.0.0.1:9229', region: 'eu-west-1' });
    expect(o).toEqual({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9229',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });

  it('Amazon Cognito: the region only, so the SDK default credential chain applies', () => {
    const o = identityClientOptions({ endpoint: '', region: 'eu-central-1' });
    expect(o).toEqual({ region: 'eu-central-1' });
    expect(o).not.toHaveProperty('credentials');
    expect(o).not.toHaveProperty('endpoint');
  });
});
