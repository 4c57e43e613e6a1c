import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's choices kept in the address (`?tab=story&status=failed`): read from it, so a reload, a
 * shared link or Back shows the same; written to it as a new history entry. The router applies an
 * address change in a transition, after everything else; the choice itself shows at once, so a
 * filter repaints its list straight away and the address follows.
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
  const change = (next: T) => {
    setChosen({ on: query, value: next });
    setParams(write(next));
  };
  return [value, change];
}
