import type { Locale } from '../locale';
import { en, type Messages } from './en';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type { MessageId, Messages } from './en';

/**
 * The kit's core strings (primitives and provider), shipped inside the package: no network request
 * for translations. Each domain's strings live beside its components (e.g.
 * components/account/loginMessages.ts) and reach them through `useDomainText`, so a bundle carries
 * only the domains it uses; the parity test finds every table by file name.
 */
export const messages: Record<Locale, Messages> = { 'zh-CN': zhCN, en, 'zh-TW': zhTW };
