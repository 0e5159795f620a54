import type { Locale } from '../locale';
import { en, type Messages } from './en';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type { MessageId, Messages } from './en';

/** The kit's built-in strings, shipped inside the package: no network request for translations. */
export const messages: Record<Locale, Messages> = { 'zh-CN': zhCN, en, 'zh-TW': zhTW };
