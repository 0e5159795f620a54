import type { loginMessages } from './loginMessages';
import { isFailure, type ApiResult } from './loginTypes';

/** The login domain's text function (what `useDomainText(loginMessages)` returns, narrowed to its keys). */
export type LoginText = (id: keyof (typeof loginMessages)['en']) => string;

/** A finished call: its answer, and the message to show when it failed. */
export interface CallOutcome<R extends ApiResult> {
  result: R | null;
  error: string | null;
}

/**
 * Await a callback and sort its answer. A status of 400 or more is a failure whose message is the
 * server's (or a generic one); a rejected promise is a network failure (spec 000 section 8).
 * A missing callback answers nothing, so a step without its callback simply does not move on.
 */
export async function runCall<R extends ApiResult>(
  call: (() => Promise<R>) | undefined,
  t: LoginText,
): Promise<CallOutcome<R>> {
  if (!call) return { result: null, error: null };
  try {
    const result = await call();
    if (isFailure(result)) return { result, error: result.message?.trim() || t('login.error.generic') };
    return { result, error: null };
  } catch {
    return { result: null, error: t('login.error.network') };
  }
}
