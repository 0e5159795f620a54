/**
 * Upload constraints (spec 001 section 5): PDF, jpg or png; the selfie jpg or png only;
 * each file under 2 MB; a minimum (identity needs at least two files) and a maximum count.
 * Files are described structurally ({ name, type, size }), so a browser File and a server
 * multipart part both fit and no DOM type is needed.
 */
import type { ValidationResult } from '../types';
import { fail, numberParam } from './result';

export interface FileLike {
  readonly name?: string;
  readonly type?: string;
  readonly size?: number;
}

export type UploadKind = 'document' | 'selfie';

/** What each kind of upload slot takes; the server checks the bytes against `mime`. */
export const UPLOAD_TYPES: Record<
  UploadKind,
  { ext: readonly string[]; mime: readonly string[]; label: readonly string[] }
> = {
  document: {
    ext: ['pdf', 'jpg', 'jpeg', 'png'],
    mime: ['application/pdf', 'image/jpeg', 'image/png'],
    label: ['PDF', 'JPG', 'PNG'],
  },
  selfie: { ext: ['jpg', 'jpeg', 'png'], mime: ['image/jpeg', 'image/png'], label: ['JPG', 'PNG'] },
};

/** 2 MB as 2 × 1024 × 1024 bytes; "under" means strictly less. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

function files(value: unknown): FileLike[] {
  if (Array.isArray(value)) return value as FileLike[];
  if (typeof value === 'object' && value !== null) return [value as FileLike];
  return [];
}

/**
 * uploadFileType: the extension must be allowed and, when the client reports a MIME type, so
 * must that (a renamed .exe still says application/x-msdownload).
 */
export function uploadFileType(value: unknown, params?: { kind?: UploadKind }): ValidationResult {
  const allowed = UPLOAD_TYPES[params?.kind ?? 'document'];
  for (const file of files(value)) {
    const ext = /\.([^.]+)$/.exec(file.name ?? '')?.[1]?.toLowerCase() ?? '';
    const mime = (file.type ?? '').toLowerCase();
    if (!allowed.ext.includes(ext) || (mime !== '' && !allowed.mime.includes(mime))) {
      return fail('uploadFileType', 'uploadType', { types: allowed.label });
    }
  }
  return true;
}

/** uploadFileSize: every file strictly under `maxBytes` (2 MB). */
export function uploadFileSize(value: unknown, params?: { maxBytes?: number }): ValidationResult {
  const maxBytes = numberParam(params, 'maxBytes', MAX_UPLOAD_BYTES);
  for (const file of files(value)) {
    if (typeof file.size !== 'number' || file.size >= maxBytes) {
      return fail('uploadFileSize', 'uploadSize', { maxMb: Math.round((maxBytes / 1024 / 1024) * 100) / 100 });
    }
  }
  return true;
}

/** uploadCount: between `min` and `max` files. No file at all is left to `required`. */
export function uploadCount(value: unknown, params?: { min?: number; max?: number }): ValidationResult {
  const list = files(value);
  const min = numberParam(params, 'min', 1);
  const max = numberParam(params, 'max', 10);
  if (list.length === 0) return true;
  if (list.length < min) return fail('uploadCount', 'uploadCountMin', { min });
  if (list.length > max) return fail('uploadCount', 'uploadCountMax', { max });
  return true;
}

/** uploadFiles: type, size and count in one rule, in that order. */
export function uploadFiles(
  value: unknown,
  params?: { kind?: UploadKind; maxBytes?: number; min?: number; max?: number },
): ValidationResult {
  const type = uploadFileType(value, params);
  if (type !== true) return { ...type, rule: 'uploadFiles' };
  const size = uploadFileSize(value, params);
  if (size !== true) return { ...size, rule: 'uploadFiles' };
  const count = uploadCount(value, params);
  return count === true ? true : { ...count, rule: 'uploadFiles' };
}
