import { useCallback, useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import type { OpsAnswer } from '../api/ops';

/**
 * A console list read page by page ("Older" loads the next): `load(cursor)` asks for the page after
 * `cursor` ('' for the first); `cursorOf` reads the next cursor from an answer (null: the last page).
 * Reloads from the first page when `load` changes (a filter changed).
 */
export function usePagedList<Row, Data extends { list: Row[] }>(load: (cursor: string) => Promise<OpsAnswer<Data>>, cursorOf: (data: Data) => string | null) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = useCallback(
    (answer: OpsAnswer<Data>, append: boolean) => {
      if (!isSuccess(answer)) {
        setError(answer.message || String(answer.status_code));
        return;
      }
      setError('');
      setRows((before) => (append && before ? [...before, ...answer.data.list] : answer.data.list));
      setNext(cursorOf(answer.data));
    },
    [cursorOf],
  );

  useEffect(() => {
    void load('').then((answer) => apply(answer, false));
  }, [load, apply]);

  const more = async () => {
    if (next === null) return;
    setBusy(true);
    const answer = await load(next);
    setBusy(false);
    apply(answer, true);
  };

  return { rows, error, busy, hasMore: next !== null, more };
}
