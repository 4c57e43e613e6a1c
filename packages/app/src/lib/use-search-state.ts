import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's choices kept in the address (`?tab=story&status=failed`): read from it, so a reload, a
 * shared link or Back shows the same; written to it as a new history entry. The choice shows at
 * once and the address follows once it is painted: writing the address re-renders every route
 * (the shell and all), which need not hold up the list the person is waiting for. Choices made
 * faster than a frame become one history entry, the last.
 */
export function useSearchState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => URLSearchParams,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // `read` is a plain function of the query: the value changes when the query does.
  const fromAddress = useMemo(() => read(new URLSearchParams(query)), [query]);
  // The choice made on this address, until the address has caught up with it.
  const [chosen, setChosen] = useState<{ on: string; value: T } | null>(null);
  // Once the address has moved on, it speaks for itself (also when Back returns to where it was).
  if (chosen && chosen.on !== query) setChosen(null);
  const value = chosen?.on === query ? chosen.value : fromAddress;

  const pendingWrite = useRef<{ on: string; cancel: () => void }>(undefined);
  const dropPendingWrite = () => {
    pendingWrite.current?.cancel();
    pendingWrite.current = undefined;
  };
  // Leaving the screen, or moving through history (Back) before the write, drops a write still
  // waiting: it would bring the person back to the choice they had just left.
  useEffect(() => {
    window.addEventListener('popstate', dropPendingWrite);
    return () => {
      window.removeEventListener('popstate', dropPendingWrite);
      dropPendingWrite();
    };
  }, []);
  useEffect(() => {
    if (pendingWrite.current && pendingWrite.current.on !== query) dropPendingWrite();
  }, [query]);
  const change = (next: T) => {
    setChosen({ on: query, value: next });
    dropPendingWrite();
    pendingWrite.current = {
      on: query,
      cancel: afterNextPaint(() => {
        pendingWrite.current = undefined;
        // The router draws a new address as a transition; the choice gives way to the address in
        // that same transition. Left to the render that sees the new address, it would stay when
        // that render never comes: Back right after the write, both drawn as one, would show the
        // choice on the address it was made on, though Back had left it.
        startTransition(() => {
          setChosen(null);
          setParams(write(next));
        });
      }),
    };
  };
  return [value, change];
}

/** Runs `task` once the next frame is painted; the returned function cancels it. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
