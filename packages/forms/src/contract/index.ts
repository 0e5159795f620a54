/**
 * @edupay/forms/contract: the wire contract shared by server, app and kit. Isomorphic, no
 * dependencies: the envelope type, the one status table and the classifier of answers.
 */
export type { ApiResult } from './envelope';
export { STATUS, type StatusCode, type StatusName } from './status';
export { outcome, isSuccess, type Outcome } from './outcome';
export { resolveLocale, LOCALES } from '../locale';
export type { Locale } from '../types';
