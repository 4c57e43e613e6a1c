import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a media query (`atLeast('large')` from the theme's tokens), kept
 * current as the window is resized. For parts that are not shown at all at some sizes: a phone
 * then draws none of their elements, instead of drawing them hidden. Where the query cannot be
 * asked (a render without a window, a test document without `matchMedia`), it counts as matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? true,
    () => true,
  );
}

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}
