import { useState } from 'react';

/**
 * An action on one item that asks first: the item asked about, and what the confirm dialog needs
 * (open while asking, busy while the action runs, closed once it has settled either way: the
 * owner says how it went).
 */
export function useConfirmed<T>(action: (item: T) => Promise<unknown>) {
  const [item, setItem] = useState<T | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  return {
    item,
    /** Asks about `item` (the same function every render). */
    ask: setItem as (item: T) => void,
    dialog: {
      isOpen: item !== null,
      onOpenChange: (isOpen: boolean) => {
        if (!isOpen) setItem(null);
      },
      isBusy,
      onConfirm: () => {
        if (!item) return;
        setIsBusy(true);
        void action(item)
          .catch(() => undefined)
          .finally(() => {
            setIsBusy(false);
            setItem(null);
          });
      },
    },
  };
}
