import { isSuccess } from '@edupay/forms/contract';
import type { DeleteOutcome, UploadedFile, UploadOutcome } from './uploadTypes';

/** The stored file an `onUpload` answer holds, or null when the upload failed (judged by the contract). */
export function uploadedFrom(outcome: UploadOutcome | null): UploadedFile | null {
  if (!outcome || typeof outcome !== 'object') return null;
  if ('status_code' in outcome) return isSuccess(outcome) && outcome.data ? outcome.data : null;
  return typeof outcome.id === 'string' ? outcome : null;
}

/** Whether an `onDelete` answer means deleted: nothing and true do, false and a non-success envelope do not. */
export function deletedFrom(outcome: DeleteOutcome): boolean {
  if (outcome === false) return false;
  if (outcome && typeof outcome === 'object') return isSuccess(outcome);
  return true;
}
