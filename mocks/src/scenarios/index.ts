import type { HttpHandler } from 'msw';
import { accountScenarios, settingsScenarios } from './account';
import { billingScenarios, billingScreenScenarios } from './billing';
import { contentScenarios } from './content';
import { emptyScenarios } from './empty';
import { networkScenarios } from './network';
import { bulkDeleteScenarios } from './bulk-delete';
import { publishingScenarios } from './publishing';
import { queueScenarios, resetManyItems } from './queue';
import { passwordResetScenarios } from './password-reset';
import { planScenarios } from './plan';
import { googleLoginScenarios, loginScenarios, registerScenarios } from './sign-in';
import { socialScenarios } from './social';
import { storyReelScenarios } from './stories-reels';
import { teamManagementScenarios, teamsScenarios } from './teams';
import type { ProviderPreset, Scenario, ScenarioSummary } from './types';

export type { Probe, ProbeOutcome, ProviderPreset, Scenario, ScenarioSummary } from './types';
import { resetScenarioState as resetOnceOnly } from './session-expiry';

/** Every named scenario: one per entry of both error catalogues and per "treated as empty" rule, plus network and session cases. */
export const scenarios: readonly Scenario[] = [
  ...loginScenarios,
  ...googleLoginScenarios,
  ...registerScenarios,
  ...passwordResetScenarios,
  ...accountScenarios,
  ...settingsScenarios,
  ...teamsScenarios,
  ...teamManagementScenarios,
  ...billingScenarios,
  ...billingScreenScenarios,
  ...planScenarios,
  ...socialScenarios,
  ...emptyScenarios,
  ...publishingScenarios,
  ...queueScenarios,
  ...storyReelScenarios,
  ...bulkDeleteScenarios,
  ...contentScenarios,
  ...networkScenarios,
];

/** Forgets what scenarios did: those that act once, and the moves and deletes of queue.many-items. */
export function resetScenarioState(): void {
  resetOnceOnly();
  resetManyItems();
}

const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));

export function findScenario(id: string): Scenario | undefined {
  return byId.get(id);
}

/** The scenarios with these ids; throws on an unknown id (a typo should not silently test nothing). */
export function scenariosById(ids: readonly string[]): Scenario[] {
  return ids.map((id) => {
    const scenario = byId.get(id);
    if (!scenario)
      throw new Error(`Unknown mock scenario "${id}". Known ids: GET /__mock/scenarios or listScenarios().`);
    return scenario;
  });
}

/** The handlers of these scenarios, to put before the base handlers (the first id wins where two answer the same call). */
export function scenarioHandlers(ids: readonly string[]): HttpHandler[] {
  return scenariosById(ids).flatMap((scenario) => scenario.handlers);
}

/** Id, area and description of every scenario (what the mock panel and GET /__mock/scenarios list). */
export function listScenarios(): ScenarioSummary[] {
  return scenarios.map(({ id, area, description }) => ({ id, area, description }));
}

/** What the fake provider SDKs should do by themselves while these scenarios are on. */
export function providerPreset(ids: readonly string[]): ProviderPreset {
  return Object.assign({}, ...ids.map((id) => byId.get(id)?.provider ?? {})) as ProviderPreset;
}

/**
 * Storybook's `parameters.msw.handlers` takes a keyed object; this gives one scenario's handlers
 * under its id: `parameters: { msw: { handlers: { ...scenarioParameter('login.user-inactive') } } }`.
 */
export function scenarioParameter(id: string): Record<string, HttpHandler[]> {
  return { [id]: scenarioHandlers([id]) };
}
