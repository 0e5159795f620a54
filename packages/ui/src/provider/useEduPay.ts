import { useContext } from 'react';
import { EduPayContext, type EduPayContextValue } from './EduPayContext';
import { createKitContext } from './createKitContext';

let englishFallback: EduPayContextValue | undefined;
function getEnglishFallback(): EduPayContextValue {
  englishFallback ??= createKitContext('en');
  return englishFallback;
}

/**
 * The active locale, `intl` and the kit's strings. Outside a provider the kit still works, in
 * English, so a partner who forgets the provider sees a working component rather than a crash.
 */
export function useEduPay(): EduPayContextValue {
  return useContext(EduPayContext) ?? getEnglishFallback();
}
