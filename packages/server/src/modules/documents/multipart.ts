/**
 * How the upload call reads multipart/form-data (@fastify/multipart): the fields become the body,
 * validated by the route's schema like any JSON body; the file part is read here, never further
 * than the size limit (2 MB: the parser stops and marks it truncated), and kept beside the request
 * for the handler. A second file part is refused (the spec: one at a time). A body
 * announced larger than any upload can be is refused before a byte of it is read.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/business-error';
import { t } from '../../messages';
import type { ReceivedFile } from './service';

/** Room for the form fields and part headers around one file. */
const ENVELOPE_BYTES = 64 * 1024;

const received = new WeakMap<FastifyRequest, ReceivedFile>();
/** Requests whose body was read and validated (the handler's own faults stay faults). */
const parsed = new WeakSet<FastifyRequest>();

/** The file part of this request, if one came. */
export function receivedFile(request: FastifyRequest): ReceivedFile | null {
  return received.get(request) ?? null;
}

async function drain(part: MultipartFile): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return chunks;
}

export async function installMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // fileSize: the parser stops here; a file of exactly 2 MB is read whole and refused by the check.
    // The size is judged here (truncated), so the parser must not throw its own 413 for it.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 6, fieldSize: 200, parts: 9, headerPairs: 20 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const chunks = await drain(part);
      if (part.fieldname !== 'file') {
        (part as MultipartFile & { value?: string }).value = '';
        return;
      }
      if (received.has(this)) throw BusinessError.text(STATUS.INVALID, t(this.locale, 'uploadOneAtATime'), { field: 'file' });
      received.set(this, { bytes: Buffer.concat(chunks), truncated: part.file.truncated, fileName: part.filename });
      // The body's `file` is the file's name: the schema documents it as binary, the bytes are above.
      (part as MultipartFile & { value?: string }).value = part.filename || 'file';
    },
  });
  scope.addHook('preHandler', async (request) => {
    parsed.add(request);
  });
  // A body that is not well-formed multipart (cut off, a wrong boundary) makes the parser throw a plain
  // Error: that is the client's bad request, not a server fault. The parent handler answers it.
  scope.setErrorHandler((error, request) => {
    const fault = error as { statusCode?: number; validation?: unknown };
    const parserFault = request.isMultipart() && !parsed.has(request) && !(error instanceof BusinessError) && !fault.validation;
    if (parserFault && (fault.statusCode === undefined || fault.statusCode >= 500 || fault.statusCode === 406)) {
      request.log.info({ err: error }, 'malformed multipart body');
      fault.statusCode = 400;
    }
    throw error;
  });
  scope.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (request.method === 'POST' && length > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) {
      throw BusinessError.text(STATUS.INVALID, t(request.locale, 'uploadTooLarge', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 }), { field: 'file' });
    }
  });
}
