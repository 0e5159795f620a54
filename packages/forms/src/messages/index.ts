import type { Locale } from '../types';
import { en, type MessageId, type Messages } from './en';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type { MessageId, Messages };

/** All message catalogues, one key set (see messages.test.ts). */
export const messages: { readonly [L in Locale]: Messages } = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

// The locale list and resolver live in ../locale.ts (the contract subpath needs them without the tables).
export { LOCALES, resolveLocale } from '../locale';
