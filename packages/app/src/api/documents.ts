/**
 * The document calls of spec 001 section 7 ("Uploads and identity") that the upload pages use: the
 * slots of an order with their files, one upload (multipart/form-data), a past file copied into a
 * slot, delete, and the payer's past files. Each resolves to the API's envelope; the response policy
 * (api/responsePolicy.ts) has already toasted a refusal.
 */
import type { ApiResult } from '@edupay/forms/contract';
import type { UploadedFile } from '@edupay/ui';
import { call } from './api';

/** A stored file as the server answers it. */
export interface StoredFile {
  file_id: string;
  slot: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface DocumentSlotView {
  slot: string;
  kind: 'document' | 'selfie';
  min: number;
  max: number;
  required: 0 | 1;
  complete: 0 | 1;
  files: StoredFile[];
}

export interface OrderDocuments {
  order_id: string;
  slots: DocumentSlotView[];
  missing: string[];
}

/** The kit's shape of a stored file. */
export const asUploaded = (file: StoredFile): UploadedFile => ({
  id: file.file_id,
  name: file.file_name,
  size: file.size,
  type: file.content_type,
});

/** GET /order/ident_files?order_id: every slot of the order, whether it needs it, and its files. */
export const orderDocuments = (order_id: string) =>
  call<OrderDocuments>('GET', '/order/ident_files', { order_id }) as Promise<ApiResult<OrderDocuments>>;

function uploadForm(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file, file.name);
  return form;
}

/** POST /order/ident_files_upload (multipart): one file into one slot. */
export const uploadDocument = (order_id: string, slot: string, file: File, signal?: AbortSignal) =>
  call<StoredFile>('POST', '/order/ident_files_upload', undefined, {
    form: uploadForm({ order_id, slot }, file),
    signal,
  }) as Promise<ApiResult<StoredFile>>;

/** POST /order/ident_files_upload with past_file_id: a file of the payer's earlier order copied into the slot. */
export const reusePastFile = (order_id: string, slot: string, past_file_id: string) =>
  call<StoredFile>('POST', '/order/ident_files_upload', undefined, {
    form: uploadForm({ order_id, slot, past_file_id }),
  }) as Promise<ApiResult<StoredFile>>;

/** POST /order/ident_files_delete. */
export const deleteDocument = (order_id: string, file_id: string) =>
  call<{ file_id: string }>('POST', '/order/ident_files_delete', { order_id, file_id }) as Promise<
    ApiResult<{ file_id: string }>
  >;

/** GET /order/ident_files_past?order_id: the payer's files on their other orders, newest first. */
export const pastDocuments = (order_id: string) =>
  call<{ list: (StoredFile & { order_no: string })[]; total: number }>('GET', '/order/ident_files_past', {
    order_id,
  }) as Promise<ApiResult<{ list: (StoredFile & { order_no: string })[]; total: number }>>;

export interface ScanTicket {
  ticket_id: string;
  ticket: string;
  /** The phone page (/ident?ticket=) the QR code carries. */
  url: string;
  expires_at: string;
}

export interface ScanStatus {
  ticket_id: string;
  slot: string;
  state: 'waiting' | 'uploaded' | 'expired';
  file: StoredFile | null;
}

/** POST /order/ident_scan_ticket: a single-use, 10-minute ticket for the phone to upload into a slot. */
export const scanTicket = (order_id: string, slot: string) => call<ScanTicket>('POST', '/order/ident_scan_ticket', { order_id, slot }) as Promise<ApiResult<ScanTicket>>;

/** GET /order/ident_scan_status: whether the phone has uploaded with the ticket. */
export const scanStatus = (order_id: string, ticket_id: string) => call<ScanStatus>('GET', '/order/ident_scan_status', { order_id, ticket_id }) as Promise<ApiResult<ScanStatus>>;

export interface ScanInfo {
  slot: string;
  kind: 'document' | 'selfie';
  types: string[];
  expires_at: string;
}

/** GET /order/ident_scan_info (the phone, no login): which document the ticket asks for. */
export const scanInfo = (upload_ticket: string) => call<ScanInfo>('GET', '/order/ident_scan_info', { upload_ticket }) as Promise<ApiResult<ScanInfo>>;

/** POST /order/ident_scan_upload (the phone, multipart): the one file of the ticket. */
export const scanUpload = (upload_ticket: string, file: File) =>
  call<StoredFile>('POST', '/order/ident_scan_upload', undefined, { form: uploadForm({ upload_ticket }, file) }) as Promise<ApiResult<StoredFile>>;

export interface CollectedIdentity {
  identity: 'student' | 'payer';
  collector_name: string;
  /** Masked. */
  collector_id_number: string;
  /** Masked. */
  collector_phone: string;
  updated_at: string;
}

export type IdentityForm = { identity: string; collector_name: string; collector_id_number: string; collector_phone: string };

/** GET /order/ident_ass: the identities collected for the order (masked). */
export const identities = (order_id: string) =>
  call<{ order_id: string; list: CollectedIdentity[] }>('GET', '/order/ident_ass', { order_id }) as Promise<ApiResult<{ order_id: string; list: CollectedIdentity[] }>>;

/** POST /order/ident_ass: the student's or the payer's name, ID number and mobile; refused when the name does not match the ID. */
export const collectIdentity = (order_id: string, form: IdentityForm) => call<CollectedIdentity>('POST', '/order/ident_ass', { order_id, ...form }) as Promise<ApiResult<CollectedIdentity>>;
