/**
 * Partner attribution sent with registration (spec 000 section 3: optional third_part_key and
 * merchant_num "read from local storage"; a partner page or pay-by-link entry stores them).
 */
export function partnerKeys(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): { thirdPartKey?: string; merchantNum?: string } {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) || undefined;
    } catch {
      return undefined;
    }
  };
  return { thirdPartKey: read('third_part_key'), merchantNum: read('merchant_num') };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
