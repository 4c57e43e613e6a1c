/**
 * Knobs of the mock backend. Defaults suit a person trying the app; tests shorten them.
 * Times are milliseconds.
 */
export interface MockConfig {
  /** How long an access token lives (short, so that the app's refresh path runs in every session). */
  accessTokenTtlMs: number;
  /** How long a refresh token lives. */
  refreshTokenTtlMs: number;
  /** Stories and reels stay pending this long after they are submitted … */
  pendingMs: number;
  /** … and are published or failed this long after they are submitted. */
  processingDoneMs: number;
  /** The delay of the network.slow scenario. */
  slowMs: number;
  /**
   * Where mock checkout pages live (`<origin>/__mock/checkout`). Null: the page's own origin in a
   * browser, the request's origin elsewhere (the Node server's own address).
   */
  checkoutOrigin: string | null;
  /** The mock backend's clock. */
  clock: () => number;
}

const defaults: MockConfig = {
  accessTokenTtlMs: 5 * 60_000,
  refreshTokenTtlMs: 7 * 24 * 60 * 60_000,
  pendingMs: 5_000,
  processingDoneMs: 20_000,
  slowMs: 3_000,
  checkoutOrigin: null,
  clock: () => Date.now(),
};

let current: MockConfig = { ...defaults };

export function mockConfig(): Readonly<MockConfig> {
  return current;
}

/** Changes some knobs, e.g. `setMockConfig({ accessTokenTtlMs: 1_000 })`. */
export function setMockConfig(changes: Partial<MockConfig>): void {
  current = { ...current, ...changes };
}

export function resetMockConfig(): void {
  current = { ...defaults };
}

/** The mock backend's current time in milliseconds. */
export function nowMs(): number {
  return current.clock();
}

export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}
