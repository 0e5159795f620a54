import { useCallback, useState } from 'react';
import type { ApiResult, Outcome } from '@edupay/forms/contract';
import { runCall, type CallOutcome, type LoginText } from './runCall';

/**
 * The submit state every login step shares: the step's error message, whether its call is running,
 * and `call`, which clears the error, marks the step busy while the callback runs and sorts the answer
 * (see runCall). What an answer means stays with each step.
 */
export function useStepCall(t: LoginText) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const call = useCallback(
    async <R extends ApiResult>(
      callback: (() => Promise<R>) | undefined,
      handled?: readonly Outcome[],
    ): Promise<CallOutcome<R>> => {
      setError(null);
      setSubmitting(true);
      const outcome = await runCall(callback, t, handled);
      setSubmitting(false);
      return outcome;
    },
    [t],
  );
  // What the step's frame shows of it, to spread on LoginStepFrame.
  const frame = { error, submitting };
  return { error, setError, submitting, call, frame };
}
