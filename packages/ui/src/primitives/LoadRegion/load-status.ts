/**
 * Where a list or page stands: waiting for its data, loaded with nothing to show, failed, or loaded.
 * Every screen that loads something takes one of these and shows it through `LoadRegion`.
 */
export type LoadStatus = 'loading' | 'empty' | 'error' | 'ready';

/**
 * 'ready' turns 'empty' when there is nothing to show, so a screen can take a query's state as the
 * app has it and still decide emptiness from its own data.
 */
export function emptyIf(status: LoadStatus, isEmpty: boolean): LoadStatus {
  return status === 'ready' && isEmpty ? 'empty' : status;
}
