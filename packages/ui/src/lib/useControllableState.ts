import { useCallback, useState } from 'react';

/**
 * State that a parent may own (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Whether the component is controlled is fixed at mount, as for React's own inputs: switching
 * would silently drop what the user typed.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [controlled] = useState(value !== undefined);
  const [inner, setInner] = useState(defaultValue);
  const current = controlled ? (value as T) : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
