import { setupWorker, type SetupWorker } from 'msw/browser';
import { db, exportDb, importDb, resetDb, type DbSnapshot } from './db';
import { completeCheckout, describeCheckout, type CheckoutSummary } from './domain/checkout';
import { handlers } from './handlers';
import {
  findScenario,
  listScenarios as allScenarios,
  providerPreset,
  resetScenarioState,
  scenarioHandlers,
  type ProviderPreset,
  type ScenarioSummary,
} from './scenarios';

/*
 * Mock mode in the browser: msw's service worker answers the API from the mock db, which lives in
 * localStorage; scenarios chosen with `?scenario=id[,id]` stay on for the tab (sessionStorage);
 * `?scenario=none` turns them off. The app's mock panel uses the functions below.
 */

const storageKeys = {
  db: 'causeway.mock.db',
  scenarios: 'causeway.mock.scenarios',
} as const;

export interface MockWorkerOptions {
  /** The service worker script (default '/mockServiceWorker.js', as packages/app/public serves it). */
  serviceWorkerUrl?: string;
  /** Log each mocked request in the console (default false). */
  verbose?: boolean;
  /** The page URL to read `?scenario=` from (default: the current location). */
  url?: string;
}

let worker: SetupWorker | null = null;
let activeIds: string[] = [];

function readStoredIds(): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKeys.scenarios) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string' && findScenario(id) !== undefined)
      : [];
  } catch {
    return [];
  }
}

function storeIds(ids: readonly string[]): void {
  if (ids.length === 0) sessionStorage.removeItem(storageKeys.scenarios);
  else sessionStorage.setItem(storageKeys.scenarios, JSON.stringify(ids));
}

/** `?scenario=a,b` replaces the tab's scenarios, `?scenario=none` clears them; no parameter keeps them. */
function idsFromUrl(url: string): string[] | null {
  const values = new URL(url).searchParams.getAll('scenario');
  if (values.length === 0) return null;
  const ids = values
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.includes('none')) return [];
  const unknown = ids.filter((id) => !findScenario(id));
  if (unknown.length > 0) console.warn(`[mocks] Unknown scenario ids ignored: ${unknown.join(', ')}`);
  return ids.filter((id) => findScenario(id));
}

function saveDb(): void {
  try {
    localStorage.setItem(storageKeys.db, JSON.stringify(exportDb()));
  } catch (error) {
    console.warn('[mocks] The demo data could not be saved in localStorage.', error);
  }
}

/*
 * A change marks the data dirty; it is saved once the handler has produced its answer (the db's
 * hooks fire before the record is stored, so saving from them would save the state before the
 * change), and when the page is left, so a reload right after a call never loses it.
 */
let dirty = false;
let watching = false;

function markDirty(): void {
  if (watching) dirty = true;
}

function saveIfDirty(): void {
  if (!dirty) return;
  dirty = false;
  saveDb();
}

function watchDb(): void {
  for (const collection of Object.values(db)) {
    collection.hooks.on('create', markDirty);
    collection.hooks.on('update', markDirty);
    collection.hooks.on('delete', markDirty);
  }
}

async function loadDb(): Promise<void> {
  const stored = localStorage.getItem(storageKeys.db);
  if (stored) {
    try {
      if (await importDb(JSON.parse(stored) as DbSnapshot)) return;
    } catch {
      // Unreadable: seeded afresh below.
    }
  }
  await resetDb();
  saveDb();
}

function applyScenarios(): void {
  if (!worker) return;
  worker.resetHandlers();
  worker.use(...scenarioHandlers(activeIds));
}

/**
 * Starts mock mode: loads (or seeds) the demo data, reads `?scenario=`, starts the service worker
 * with every handler. Resolves once requests are answered, so call it before the app's first request.
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<void> {
  if (worker) return;
  await loadDb();
  const fromUrl = idsFromUrl(options.url ?? location.href);
  if (fromUrl) storeIds(fromUrl);
  activeIds = readStoredIds();
  watchDb();
  watching = true;
  worker = setupWorker(...handlers);
  worker.events.on('response:mocked', saveIfDirty);
  addEventListener('pagehide', saveIfDirty);
  applyScenarios();
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: !options.verbose,
  });
}

/** Every scenario: id, area and the spec text it reproduces (for the mock panel, grouped by area). */
export function listScenarios(): ScenarioSummary[] {
  return allScenarios();
}

export function getActiveScenarioIds(): string[] {
  return [...activeIds];
}

/** Turns exactly these scenarios on for this tab (unknown ids are ignored). */
export function setActiveScenarioIds(ids: readonly string[]): void {
  activeIds = ids.filter((id) => findScenario(id));
  storeIds(activeIds);
  resetScenarioState();
  applyScenarios();
}

/** What the fake provider SDKs should do by themselves under the active scenarios. */
export function getProviderPreset(): ProviderPreset {
  return providerPreset(activeIds);
}

/** Back to the seeded demo data, dated around now. Whoever is signed in stays signed in (when their account is seeded). */
export async function resetDemoData(): Promise<void> {
  resetScenarioState();
  watching = false;
  const sessions = db.sessions.all().map((session) => ({ ...session }));
  await resetDb();
  for (const session of sessions) {
    if (db.users.findFirst((q) => q.where({ id: session.user_id }))) await db.sessions.create(session);
  }
  watching = worker !== null;
  saveDb();
}

/** What the app's mock checkout page (/__mock/checkout?session_id=…) shows. */
export function getMockCheckout(sessionId: string): CheckoutSummary | null {
  return describeCheckout(sessionId);
}

/**
 * The tester pressed Pay or Cancel on the mock checkout page: paying activates the plan (or saves
 * the card). Resolves to the app path to go to: '/billing/success?session_id=…' or '/billing/cancel'.
 */
export async function completeMockCheckout(sessionId: string, choice: 'pay' | 'cancel'): Promise<string | null> {
  const result = await completeCheckout(sessionId, choice);
  saveDb();
  return result?.returnPath ?? null;
}

export type { CheckoutSummary, ProviderPreset, ScenarioSummary };
