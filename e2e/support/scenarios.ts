/**
 * `path` with `?scenario=` set: mock mode turns those scenarios on for the tab (mocks/README.md).
 * Other query parameters of `path` are kept.
 */
export function withScenarios(path: string, ...ids: string[]): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('scenario', ids.join(','));
  return `${url.pathname}${url.search}${url.hash}`;
}
