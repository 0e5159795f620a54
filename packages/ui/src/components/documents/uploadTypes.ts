import type { UploadKind } from '@edupay/forms';
import type { ApiResult } from '@edupay/forms/contract';

export type { UploadKind };

/**
 * A file the server holds (spec 001: uploaded documents). It crosses the API boundary: `onUpload`
 * resolves to one, `value` is a list of them, past files and scan arrivals are given as them.
 */
export interface UploadedFile {
  /** The server's id of the file; the order is submitted with these. */
  id: string;
  /** File name as shown to the user, e.g. "offer-letter.pdf". */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type, e.g. "application/pdf", "image/png". */
  type: string;
  /** Where an image can be previewed (a server URL or a data URL). PDFs show an icon instead. */
  url?: string;
}

/** A file uploaded for an earlier order, offered on the "past files" tab. */
export interface PastFile extends UploadedFile {
  /** When it was uploaded (ISO 8601); shown as a date. */
  uploaded_at?: string;
}

/** The second argument of `onUpload`. */
export interface UploadContext {
  /** Report progress as a percentage, 0 to 100. Without calls the bar is indeterminate. */
  onProgress: (percent: number) => void;
  /** Aborted when the user cancels the upload or the component unmounts: pass it to the request. */
  signal: AbortSignal;
}

export type UploadTab = 'local' | 'scan' | 'past';

/**
 * What `onUpload` resolves to: the stored file, or the API envelope holding it in `data`.
 * A rejection, or an envelope that is not a success (the contract's `isSuccess`) or has no data, is a failed upload.
 */
export type UploadOutcome = UploadedFile | ApiResult<UploadedFile>;

/** What `onDelete` resolves to: nothing, true or a successful envelope (deleted); false or any other envelope (not deleted). */
export type DeleteOutcome = void | boolean | ApiResult;
