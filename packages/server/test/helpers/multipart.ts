/** A multipart/form-data body built by hand (what a browser's FormData sends), for app.inject. */
import { randomBytes } from 'node:crypto';

export interface FilePart {
  readonly name?: string;
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

export function multipart(fields: Record<string, string>, files: readonly FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----edupay${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
