import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { liveVerification, type FaceVerification } from '../../api/face';

/** How often a page waiting for the vendor's verdict asks the server again. */
export const FACE_FOLLOW_MS = 1500;

export type FaceFollow = { kind: 'loading' } | { kind: 'ready'; verification: FaceVerification } | { kind: 'failed' };

/**
 * The order's face verification, followed live: asked now, then again every 1.5 s while pending
 * (the server asks the vendor too, so a lost callback still ends). `restart` starts a new one after
 * a failure or expiry ("verify again"; `options.restart` does so on the first ask); `retry` asks
 * again after a failed load.
 */
export function useFaceVerification(orderId: string, options: { verificationId?: string; restart?: boolean } = {}, intervalMs = FACE_FOLLOW_MS) {
  const verificationId = options.verificationId ?? '';
  const [follow, setFollow] = useState<FaceFollow>({ kind: 'loading' });
  const [attempt, setAttempt] = useState<{ n: number; restart: boolean }>({ n: 0, restart: options.restart ?? false });
  const [restarting, setRestarting] = useState(false);

  useEffect(() => {
    if (!orderId) return undefined;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (restart: boolean) => {
      try {
        // A restart asks for the order's newest (the new one), not the verification named in the URL.
        const answer = await liveVerification(orderId, restart ? { restart } : { verification_id: verificationId });
        if (!current) return;
        setRestarting(false);
        if (!isSuccess(answer) || !answer.data) return setFollow({ kind: 'failed' });
        setFollow({ kind: 'ready', verification: answer.data });
        if (answer.data.status === 'pending') timer = setTimeout(() => void ask(false), intervalMs);
      } catch {
        if (current) {
          setRestarting(false);
          setFollow({ kind: 'failed' });
        }
      }
    };
    void ask(attempt.restart);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [orderId, verificationId, intervalMs, attempt]);

  return {
    follow,
    restarting,
    restart: () => {
      setRestarting(true);
      setAttempt((before) => ({ n: before.n + 1, restart: true }));
    },
    retry: () => setAttempt((before) => ({ n: before.n + 1, restart: false })),
  };
}
