import { ApiError, isApiError } from './api-error';
import { transportMessages } from './messages';

/** The pair of tokens a session holds. */
export interface Tokens {
  access: string;
  refresh: string;
}

/**
 * Where the client reads and writes the session's tokens. The app backs it with its jotai store
 * (and browser storage); `createMemoryTokenStore` is a plain one.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: Tokens): void;
  clear(): void;
  /**
   * Runs a token refresh while no other holder of the same stored tokens (another browser tab)
   * runs one, so a refresh token is never sent after another tab has spent it. Without it the
   * refresh runs at once.
   */
  whileRefreshing?<T>(task: () => Promise<T>): Promise<T>;
}

export function createMemoryTokenStore(initial?: Partial<Tokens>): TokenStore {
  let access = initial?.access ?? null;
  let refresh = initial?.refresh ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens: (tokens) => {
      access = tokens.access;
      refresh = tokens.refresh;
    },
    clear: () => {
      access = null;
      refresh = null;
    },
  };
}

export interface AuthOptions {
  tokens: TokenStore;
  /** Called once each time a session ends because its token could not be refreshed. */
  onSessionExpired?: () => void;
  /** Sends POST /users/token/refresh/ with the refresh token; rejects when it fails. */
  refresh: (refreshToken: string) => Promise<Tokens>;
}

export interface Auth {
  /** The access token to send, or null when there is none. */
  accessToken(): string | null;
  /** Resolves at once, or when the running refresh ends; rejects when that refresh fails. */
  whenRefreshed(): Promise<void>;
  /**
   * After a 401 on a call sent with `sentToken`: the token to replay it with. Runs at most one
   * refresh at a time; a call whose token was already replaced replays with the new one; a call
   * whose token belonged to a session that already failed to refresh rejects with that failure.
   */
  renew(sentToken: string | null): Promise<string>;
  /** Refreshes now (sharing a refresh that is already running). */
  refreshNow(): Promise<string>;
}

function sessionExpired(error: unknown): ApiError {
  if (isApiError(error)) {
    return new ApiError({
      kind: 'session-expired',
      message: error.message,
      status: error.status,
      data: error.data,
      fieldErrors: error.fieldErrors,
      code: error.code,
      cause: error,
    });
  }
  return new ApiError({ kind: 'session-expired', message: transportMessages.network, cause: error });
}

/**
 * Single-flight token refresh. Whatever number of calls fail with 401 at once, one refresh runs;
 * every one of them (and every call started meanwhile) waits for it and is replayed with the new
 * token. When it fails, both tokens are removed, every waiting call rejects with the refresh's
 * error (kind 'session-expired'), and `onSessionExpired` is called once.
 */
export function createAuth({ tokens, onSessionExpired, refresh }: AuthOptions): Auth {
  let running: Promise<string> | null = null;
  // The access token of the last session whose refresh failed, and how it failed: late 401s of
  // that session reject with the same error instead of starting (and failing) a second refresh.
  let failed: { token: string | null; error: ApiError } | null = null;

  function run(): Promise<string> {
    const sentToken = tokens.getAccessToken();
    return tokens.whileRefreshing ? tokens.whileRefreshing(() => refreshUnless(sentToken)) : refreshUnless(sentToken);
  }

  /** Refreshes the session `sentToken` belongs to, unless another holder of the tokens already has. */
  async function refreshUnless(sentToken: string | null): Promise<string> {
    const current = tokens.getAccessToken();
    if (current !== null && current !== sentToken) return current;
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      const error = new ApiError({ kind: 'session-expired', message: transportMessages.noRefreshToken });
      // Without any token there was no session to end: nothing to clear, nobody to send to sign-in.
      if (sentToken !== null) endSession(sentToken, error);
      throw error;
    }
    try {
      const next = await refresh(refreshToken);
      tokens.setTokens(next);
      failed = null;
      return next.access;
    } catch (cause) {
      // Refused because another tab spent this refresh token a moment ago: its tokens are the session now.
      const rotated = tokens.getAccessToken();
      if (rotated !== null && rotated !== sentToken && tokens.getRefreshToken() !== refreshToken) return rotated;
      const error = sessionExpired(cause);
      endSession(sentToken, error);
      throw error;
    }
  }

  function endSession(sentToken: string | null, error: ApiError): void {
    failed = { token: sentToken, error };
    tokens.clear();
    onSessionExpired?.();
  }

  function refreshNow(): Promise<string> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    accessToken: () => tokens.getAccessToken(),
    whenRefreshed: () => (running ? running.then(() => undefined) : Promise.resolve()),
    renew(sentToken) {
      if (running) return running;
      const current = tokens.getAccessToken();
      if (current !== null && current !== sentToken) return Promise.resolve(current);
      if (failed && failed.token === sentToken && current === null) return Promise.reject(failed.error);
      return refreshNow();
    },
    refreshNow,
  };
}
