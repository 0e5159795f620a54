import { outcome, type ApiResult, type Outcome } from '@edupay/forms/contract';
import type { loginMessages } from './loginMessages';

/** The login domain's text function (what `useDomainText(loginMessages)` returns, narrowed to its keys). */
export type LoginText = (id: keyof (typeof loginMessages)['en']) => string;

/** A finished call: its answer, what the contract says it means, and the message to show when it failed. */
export interface CallOutcome<R extends ApiResult> {
  result: R | null;
  kind: Outcome | null;
  error: string | null;
}

/**
 * Await a callback and sort its answer with the contract's `outcome()`. Success passes; so do the
 * outcomes the caller handles itself (`handled`, e.g. `needs_slider` for the SMS send). Anything else
 * fails with the server's message (or a generic one); a rejected promise is a network failure
 * (spec 000 section 8). A missing callback answers nothing, so a step without its callback simply
 * does not move on.
 */
export async function runCall<R extends ApiResult>(
  call: (() => Promise<R>) | undefined,
  t: LoginText,
  handled: readonly Outcome[] = [],
): Promise<CallOutcome<R>> {
  if (!call) return { result: null, kind: null, error: null };
  try {
    const result = await call();
    const kind = outcome(result);
    if (kind === 'success' || handled.includes(kind)) return { result, kind, error: null };
    return { result, kind, error: result?.message?.trim() || t('login.error.generic') };
  } catch {
    return { result: null, kind: null, error: t('login.error.network') };
  }
}
