/**
 * The mock data without any runtime (safe in a browser and in Node): for Storybook loaders and
 * tools that seed or inspect the data, e.g. `await resetDb()` before stories that use the base handlers.
 */
export { db, resetDb, exportDb, importDb, type DbSnapshot } from './db';
export { demo } from './seed/demo';
export { mockConfig, setMockConfig, resetMockConfig, type MockConfig } from './config';
export { completeCheckout, describeCheckout, type CheckoutSummary } from './domain/checkout';
