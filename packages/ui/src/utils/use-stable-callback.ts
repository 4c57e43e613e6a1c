import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function with one identity for the component's life that calls the latest `callback`: a
 * memoised child handed it is not drawn again only because its parent's handler was made anew.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
