import type { ApiClient, ApiErrorKind } from '@causeway/api-client';
import type { HttpHandler } from 'msw';

/** What the fake provider SDKs do by themselves (without asking the tester) while a scenario is on. */
export interface ProviderPreset {
  google?: 'cancel' | 'deny' | 'error';
  facebook?: 'cancel' | 'load-error' | 'not-loaded';
}

/** What a person sees after the probe call: an error (status null when no answer came), or a value. */
export type ProbeOutcome =
  { status: number | null; message: string; kind?: ApiErrorKind; fields?: string[] } | { value: unknown };

/** A call of the client that shows what the scenario changes, and what it then gives. */
export interface Probe {
  call: (api: ApiClient) => Promise<unknown>;
  outcome: ProbeOutcome;
}

/**
 * A named reproduction of one entry of an error catalogue (or of a network or session condition).
 * Its handlers go before the base handlers: `server.use(...scenario.handlers)`.
 */
export interface Scenario {
  /** 'area.case', e.g. 'login.user-inactive'. */
  id: string;
  area: string;
  /** The spec text it reproduces, word for word (or, for network and session cases, what happens). */
  description: string;
  handlers: HttpHandler[];
  provider?: ProviderPreset;
  probe?: Probe;
}

export interface ScenarioSummary {
  id: string;
  area: string;
  description: string;
}
