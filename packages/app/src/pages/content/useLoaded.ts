import { useEffect, useState } from 'react';
import { askForPageData, pageDataOf, takePageData } from '../../routing/pageData';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** The first state for `key`: the answer the server sent with the page (routing/pageData.ts), if any. */
function initial<T>(key: string): { key: string; value: Loaded<T> } {
  const sent = pageDataOf<T>(key);
  return { key, value: sent ? { state: 'ready', data: sent.value } : { state: 'loading' } };
}

/**
 * Loads `load()` again whenever `key` changes (query, language); an answer for an older key is
 * dropped, so a slow response never overwrites a newer page. `key` names the call and its arguments
 * (`news_center|en|visa|all|1`): it is also the key of the answer a server-rendered page came with.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; value: Loaded<T> }>(() => initial(key));
  // On the server, a render notes the call; the next pass renders with its answer.
  if (import.meta.env.SSR) askForPageData(key, load);
  useEffect(() => {
    // Shown from the server's answer: nothing to ask.
    if (takePageData(key) && result.key === key && result.value.state === 'ready') return;
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
