import { useContext, useEffect, useRef } from 'react';
import { SelectStateContext } from 'react-aria-components';

/**
 * Inside a Select: opens it once, on mount, with focus on the first option (or the chosen one), as
 * a key press on its trigger does. For a select asked for while its code was loading (its stand-in
 * was pressed): `defaultOpen` alone opens the list without focusing an option.
 */
export function OpenOnMount({ allowsEmpty = false }: { allowsEmpty?: boolean }) {
  const state = useContext(SelectStateContext);
  const hasOpened = useRef(false);
  const itemCount = state?.collection.size ?? 0;
  useEffect(() => {
    // A select opens only once its options are known (its collection is built after its first
    // render); one that may be empty (a list still loading says so inside) opens at once.
    if (hasOpened.current || !state || (itemCount === 0 && !allowsEmpty)) return;
    hasOpened.current = true;
    state.open('first');
  }, [state, itemCount, allowsEmpty]);
  return null;
}
