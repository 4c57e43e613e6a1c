/**
 * A PerformanceObserver whose paints a test reports (`paint()`): jsdom paints nothing, and Node's
 * own observer knows no paint entries.
 */
export function fakePaintObserver() {
  const callbacks = new Set<() => void>();
  class PaintObserver {
    static readonly supportedEntryTypes = ['paint'];
    readonly #report: () => void;
    constructor(callback: PerformanceObserverCallback) {
      const entries = {
        getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      this.#report = () => callback(entries, this as unknown as PerformanceObserver);
    }
    observe() {
      callbacks.add(this.#report);
    }
    disconnect() {
      callbacks.delete(this.#report);
    }
  }
  return {
    PerformanceObserver: PaintObserver,
    /** Reports the first contentful paint to every observer still listening. */
    paint: () => {
      for (const report of [...callbacks]) report();
    },
  };
}
