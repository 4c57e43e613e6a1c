import { setupServer, type SetupServer } from 'msw/node';
import { resetMockConfig } from './config';
import { resetDb } from './db';
import { handlers } from './handlers';
import { resetScenarioState, scenarioHandlers } from './scenarios';

/*
 * The mock backend for tests in Node (api-client and app tests):
 *
 *   const server = await createMockServer();
 *   beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
 *   afterEach(async () => { server.resetHandlers(); await resetMockData(); });
 *   afterAll(() => server.close());
 *
 *   useScenario(server, 'login.user-inactive');
 */

export { handlers } from './handlers';
export { listScenarios, scenarios, findScenario } from './scenarios';
export { demo } from './seed';
export { mockConfig, setMockConfig, resetMockConfig, type MockConfig } from './config';
export { db, resetDb } from './db';
export { completeCheckout, describeCheckout } from './domain/checkout';

/** Reseeds the data (dated around `now`) and forgets what once-only scenarios did. */
export async function resetMockData(now?: Date): Promise<void> {
  resetScenarioState();
  await resetDb(now);
}

/** An msw server with every base handler, over freshly seeded data. Not listening yet. */
export async function createMockServer(options: { now?: Date } = {}): Promise<SetupServer> {
  resetMockConfig();
  await resetMockData(options.now);
  return setupServer(...handlers);
}

/** Turns scenarios on for the rest of the test (until `server.resetHandlers()`). Throws on an unknown id. */
export function useScenario(server: SetupServer, ...ids: string[]): void {
  server.use(...scenarioHandlers(ids));
}
