/**
 * The face-verification vendors; config.faceProvider chooses (FACE_PROVIDER): the sandbox in
 * development and tests, never in production, where no vendor configured means verification is
 * refused (unavailable.ts). A real vendor (Tencent FaceID's H5 flow, for example) implements
 * FaceVerificationProvider here: start calls its session API with the name and ID number, `url` is its
 * hosted page, verifyCallback checks its callback signature, status queries its result API.
 */
export { unavailableFaceProvider } from './unavailable';
export { sandboxFaceProvider, sandboxFaceSecret, type SandboxFaceProvider } from './sandbox';
export type { FaceVerificationProvider, StartFaceSession, StartedFaceSession, FaceSessionState, VerifiedFaceCallback } from './types';
