import { useCallback, useState } from 'react';

/**
 * A value that the caller may control (`value` given) or leave to the component (`defaultValue`).
 * `setValue` always reports through `onChange`; it stores the value only when uncontrolled.
 */
export function useControlledState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [isControlled ? value : own, setValue];
}
