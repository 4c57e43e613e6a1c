import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, loadAllDeferred } from './deferred';
import { resetLoadSignals } from './load-signals';

/** A module whose every import is counted; the first `failures` imports fail, as a dropped network does. */
function countedModule(failures = 0) {
  const importModule = vi.fn(() =>
    importModule.mock.calls.length <= failures
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ name: 'menu' }),
  );
  return importModule;
}

// Node has no paint timing: the first-paint signal comes after a short wait (load-signals.ts).
const firstPaintWaitMs = 300;

describe('deferred', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    resetLoadSignals();
  });

  it('loads its module once, however often it is asked for', async () => {
    const importModule = countedModule();
    const code = deferred(importModule);
    expect(code.loaded).toBeNull();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    await code.load();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(code.loaded).toBe(first);
  });

  it('tries again at the next ask after a failed load', async () => {
    const importModule = countedModule(1);
    const code = deferred(importModule);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded).toBeNull();
    await expect(code.load()).resolves.toEqual({ name: 'menu' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('loads on its signal, not before, and hands the module over then', async () => {
    const importModule = countedModule();
    const code = deferred(importModule, 'first-paint');
    const onArrival = vi.fn();
    code.loadOnSignal(onArrival);
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs - 1);
    expect(importModule).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(onArrival).toHaveBeenCalledWith({ name: 'menu' });
  });

  it('loads nothing on a signal that was cancelled, or without a signal', async () => {
    const withSignal = countedModule();
    const withoutSignal = countedModule();
    const cancel = deferred(withSignal, 'first-paint').loadOnSignal();
    deferred(withoutSignal).loadOnSignal();
    cancel();
    await vi.advanceTimersByTimeAsync(firstPaintWaitMs * 2);
    expect(withSignal).not.toHaveBeenCalled();
    expect(withoutSignal).not.toHaveBeenCalled();
  });

  it('loads every module with a signal for the stories and tests, and leaves the others', async () => {
    const withSignal = countedModule();
    const withoutSignal = countedModule();
    const code = deferred(withSignal, 'page-shown');
    deferred(withoutSignal);
    await loadAllDeferred();
    expect(code.loaded).toEqual({ name: 'menu' });
    expect(withoutSignal).not.toHaveBeenCalled();
  });
});
