import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * Loads `load()` again whenever `key` changes (query, language); an answer for an older key is
 * dropped, so a slow response never overwrites a newer page.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; value: Loaded<T> }>({ key, value: { state: 'loading' } });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ key, value: { state: 'ready', data } }),
      () => current && setResult({ key, value: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` says when it means something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.value : { state: 'loading' };
}
