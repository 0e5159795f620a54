/** No face vendor configured (production until one is): starting a verification is refused, nothing pretends to pass. */
import type { FaceVerificationProvider } from './types';

export const unavailableFaceProvider = (): FaceVerificationProvider => ({
  kind: 'none',
  start: async () => {
    throw new Error('no face verification provider is configured (FACE_PROVIDER)');
  },
  status: async () => null,
  verifyCallback: () => ({ ok: false, reason: 'mismatch' }),
});
