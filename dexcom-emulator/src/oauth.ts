import { randomBytes } from 'node:crypto';

export interface EmulatorSettings {
  clientId: string;
  clientSecret: string;
  /** Access-token lifetime, seconds (Dexcom's is 7200). */
  tokenTtlSeconds: number;
  /** Data calls allowed per client in a sliding hour before 429 (Dexcom allows 60,000). */
  ratePerHour: number;
  /** The redirect URIs registered for the client: Dexcom refuses any other (issue 23 point 8). */
  redirectUris: string[];
  /** Milliseconds each readings call waits before answering (tests: a first sync that takes a while). */
  egvsDelayMs?: number;
}

interface Grant {
  userId: string;
  redirectUri: string;
  expires: number;
}
interface AccessToken {
  userId: string;
  expires: number;
}

const CODE_TTL_MS = 60_000;
const token = () => randomBytes(24).toString('base64url');

/** The emulator's in-memory authorization server: single-use codes, expiring access tokens, rotating refresh tokens. */
export class TokenStore {
  private codes = new Map<string, Grant>();
  private access = new Map<string, AccessToken>();
  private refresh = new Map<string, string>();
  private calls: number[] = [];

  constructor(
    public settings: EmulatorSettings,
    private now: () => number = Date.now,
  ) {}

  issueCode(userId: string, redirectUri: string): string {
    const code = token();
    this.codes.set(code, { userId, redirectUri, expires: this.now() + CODE_TTL_MS });
    return code;
  }

  private issueTokens(userId: string) {
    const accessToken = token();
    const refreshToken = token();
    this.access.set(accessToken, { userId, expires: this.now() + this.settings.tokenTtlSeconds * 1000 });
    this.refresh.set(refreshToken, userId);
    return {
      access_token: accessToken,
      expires_in: this.settings.tokenTtlSeconds,
      token_type: 'Bearer',
      refresh_token: refreshToken,
    };
  }

  /** authorization_code grant: the code works once, with the redirect URI it was issued for. */
  redeemCode(code: string, redirectUri: string | undefined) {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expires < this.now()) return null;
    if (redirectUri !== undefined && redirectUri !== grant.redirectUri) return null;
    return this.issueTokens(grant.userId);
  }

  /** refresh_token grant: the old refresh token is spent; a new pair comes back. */
  redeemRefresh(refreshToken: string) {
    const userId = this.refresh.get(refreshToken);
    if (!userId) return null;
    this.refresh.delete(refreshToken);
    return this.issueTokens(userId);
  }

  /** The user a bearer token belongs to, or null when unknown or expired. */
  userOf(accessToken: string): string | null {
    const found = this.access.get(accessToken);
    if (!found || found.expires <= this.now()) return null;
    return found.userId;
  }

  /** Counts one data call; false once the hour's allowance is spent. */
  allowCall(): boolean {
    const t = this.now();
    this.calls = this.calls.filter((c) => c > t - 3_600_000);
    if (this.calls.length >= this.settings.ratePerHour) return false;
    this.calls.push(t);
    return true;
  }

  /** Test control: every token of a user stops working (as when the user revokes the app at Dexcom). */
  revoke(userId: string) {
    for (const [k, v] of this.access) if (v.userId === userId) this.access.delete(k);
    for (const [k, v] of this.refresh) if (v === userId) this.refresh.delete(k);
  }

  /** Test control: every access token expires now (the next call must refresh). */
  expireAccess() {
    for (const v of this.access.values()) v.expires = 0;
  }

  resetRate() {
    this.calls = [];
  }
}
