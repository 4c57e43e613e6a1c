import { isApiError } from '@causeway/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { setMockConfig } from '../config';
import { createMockServer, resetMockData, useScenario } from '../node';
import { settle, signedInClient } from '../testing/client';
import { listScenarios, providerPreset, scenarios, scenariosById } from './index';
import type { ProbeOutcome, Scenario } from './types';

const server = await createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  // Stories and reels reach their ending at once, so the processing scenarios show it in one call.
  setMockConfig({ pendingMs: 0, processingDoneMs: 0 });
  await resetMockData();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What a person would see from the probe: the error's status, text, kind and fields, or the value. */
async function observe(scenario: Scenario, on: boolean): Promise<ProbeOutcome> {
  const { api } = await signedInClient();
  // Signed in first: scenarios that break sign-in itself are probed with their own call.
  if (on) useScenario(server, scenario.id);
  const result = await settle(scenario.probe?.call(api) ?? Promise.resolve());
  if ('value' in result) return { value: result.value };
  if (!isApiError(result.error)) throw result.error;
  const { status, message, kind, fieldErrors } = result.error;
  return { status, message, kind, fields: Object.keys(fieldErrors) };
}

const probed = scenarios.filter((scenario) => scenario.probe);

describe('each scenario changes the reply it claims to', () => {
  test.each(probed.map((scenario) => [scenario.id, scenario] as const))('%s', async (_id, scenario) => {
    const without = await observe(scenario, false);
    await resetMockData();
    const withIt = await observe(scenario, true);

    const expected = scenario.probe?.outcome;
    if (expected && 'value' in expected) {
      expect(withIt).toEqual({ value: expected.value });
    } else if (expected) {
      expect(withIt).toMatchObject({ status: expected.status, message: expected.message });
      if (expected.kind) expect(withIt).toMatchObject({ kind: expected.kind });
      if (expected.fields)
        expect((withIt as { fields: string[] }).fields).toEqual(expect.arrayContaining(expected.fields));
    }
    expect(without).not.toEqual(withIt);
  });
});

describe('the scenario list', () => {
  test('ids are unique, shaped area.case, and start with their area', () => {
    const ids = scenarios.map((scenario) => scenario.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const scenario of scenarios) {
      expect(scenario.id).toMatch(/^[a-z-]+\.[a-z0-9-]+$/);
      expect(scenario.id.startsWith(`${scenario.area}.`)).toBe(true);
      expect(scenario.description.length).toBeGreaterThan(10);
    }
  });

  test('every scenario changes something: handlers, a provider preset, or both', () => {
    const inert = scenarios.filter((scenario) => scenario.handlers.length === 0 && !scenario.provider);
    expect(inert.map((scenario) => scenario.id)).toEqual([]);
  });

  test('catalogue texts are quoted word for word', () => {
    const descriptions = listScenarios().map((scenario) => scenario.description);
    expect(descriptions).toContain(
      "Code user_inactive shows the detail, or 'Your account is currently inactive. Please contact support for assistance.'",
    );
    expect(descriptions).toContain('A 404 or 403 on the account list gives an empty list.');
    expect(descriptions).toContain(
      'Reel codes returned by the provider: 1363128 — Invalid video duration. Video must be between 3-90 seconds long.',
    );
  });

  test('unknown ids are refused by name', () => {
    expect(() => scenariosById(['login.nope'])).toThrow('Unknown mock scenario "login.nope"');
  });

  test('provider presets combine', () => {
    expect(providerPreset(['google-sdk.access-denied', 'facebook-sdk.cancelled', 'login.error'])).toEqual({
      google: 'deny',
      facebook: 'cancel',
    });
  });
});

describe('scenarios without a probe', () => {
  test('session.expired-now: the next call refreshes the token once and succeeds', async () => {
    const { api, tokens } = await signedInClient();
    const first = tokens.getAccessToken();
    useScenario(server, 'session.expired-now');
    await expect(api.teams.list()).resolves.toHaveLength(2);
    const renewed = tokens.getAccessToken();
    expect(renewed).not.toBe(first);
    await api.teams.list();
    expect(tokens.getAccessToken()).toBe(renewed);
  });

  test('network.slow: answers arrive after the configured delay (3 s by default)', async () => {
    const { api } = await signedInClient();
    setMockConfig({ slowMs: 150 });
    useScenario(server, 'network.slow');
    const started = performance.now();
    await expect(api.teams.list()).resolves.toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

test('the README lists every scenario id', async () => {
  const { readFile } = await import('node:fs/promises');
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const missing = scenarios.filter((scenario) => !readme.includes(`\`${scenario.id}\``)).map((scenario) => scenario.id);
  expect(missing).toEqual([]);
  expect(readme).toContain(`## Scenarios (${scenarios.length})`);
});
