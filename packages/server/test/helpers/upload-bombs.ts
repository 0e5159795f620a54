/**
 * Decompression bombs, made at test time (no binaries in the repository) in well under a second:
 * a deflate stream of N identical blocks is built by repeating one block compressed with a full
 * flush (which resets the compressor, so the same input gives the same bytes), closed with an
 * empty final block and the checksum computed by combining, never by inflating it. About 1,030
 * bytes of output per compressed byte, the ratio of the attacker's 597 KB PDF.
 */
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

const BASE = 65521;

/** adler32 of `data` (RFC 1950). */
function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % BASE;
    b = (b + a) % BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** adler32 of A followed by B from adler32(A), adler32(B) and B's length (zlib's adler32_combine). */
function combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE << 1) sum2 -= BASE << 1;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** A zlib stream (PDF's FlateDecode, PNG's IDAT) that inflates to `block` repeated `times` times. */
export function repeatedDeflate(block: Buffer, times: number): Buffer {
  const piece = deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const one = adler32(block);
  let checksum = one;
  for (let i = 1; i < times; i += 1) checksum = combine(checksum, one, block.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(checksum);
  // 0x78 0xda: deflate, 32 KB window, best compression; 0x03 0x00: an empty final fixed block.
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(times).fill(piece), Buffer.from([0x03, 0x00]), trailer]);
}

/** A PDF of one page whose objects are numbered from 1, with `extra` appended as further objects. */
function pdfWith(extra: (next: number) => Buffer[]): Buffer {
  const head = [
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
  ].map((s) => Buffer.from(s, 'latin1'));
  const body = Buffer.concat([...head, ...extra(4)]);
  // No xref table: pdf-lib (and every viewer) rebuilds it by scanning, as it does for damaged files.
  return Buffer.concat([body, Buffer.from('trailer\n<< /Root 1 0 R /Size 9 >>\n%%EOF\n', 'latin1')]);
}

const stream = (number: number, dict: string, data: Buffer) => [
  Buffer.from(`${number} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
  data,
  Buffer.from('\nendstream\nendobj\n', 'latin1'),
];

/**
 * The attacker's file: an object stream (/Type /ObjStm, what pdf-lib inflates while it parses)
 * holding one object followed by `megabytes` MB of spaces. 600 MB gives a file of about 600 KB.
 */
export function objectStreamBomb(megabytes = 600): Buffer {
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  Buffer.from('9 0 null').copy(mb); // the index ("object 9 at offset 0") and the object
  const data = repeatedDeflate(mb, megabytes);
  return pdfWith((n) => stream(n, `/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode`, data));
}

/**
 * Zip-style nesting (42.zip): a page's content stream deflated twice (/Filter [/FlateDecode
 * /FlateDecode]): the outer layer of a few kilobytes inflates to the inner one, which inflates to
 * `gigabytes` GB. No parser of ours inflates a content stream, but a viewer does, on staff's desk.
 */
export function nestedDeflateBomb(gigabytes = 4): Buffer {
  const inner = repeatedDeflate(Buffer.alloc(1024 * 1024, 0x20), gigabytes * 1024);
  const outer = repeatedDeflate(inner, 1);
  return pdfWith((n) => stream(n, `/Filter [/FlateDecode /FlateDecode]`, outer));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid greyscale PNG of `width` x `height` pixels, all black: its IDAT inflates to width x
 * height bytes (20,000 x 20,000: 400 MB, 2.5 GB once decoded to RGBA by most decoders) from ~390 KB.
 */
export function pixelBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, adaptive filtering, no interlace
  // Whole rows per repeated block of about 1 MB (a divisor of the height, so the rows come out exact).
  let rowsPerBlock = Math.max(1, Math.floor((1024 * 1024) / (width + 1)));
  while (height % rowsPerBlock !== 0) rowsPerBlock -= 1;
  const blocks = height / rowsPerBlock;
  const idat = repeatedDeflate(Buffer.alloc(rowsPerBlock * (width + 1)), blocks); // filter byte 0, then black pixels
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * An object stream under run-length encoding (/RunLengthDecode: two bytes give 128), so it is
 * measured by pdf-lib's own decoder rather than zlib: `megabytes` MB once decoded.
 */
export function runLengthBomb(megabytes = 96): Buffer {
  const runs = Buffer.alloc(megabytes * 1024 * 8 * 2);
  for (let i = 0; i < runs.length; i += 2) runs.set([0x81, 0x20], i); // 257 - 0x81 = 128 spaces
  const data = Buffer.concat([Buffer.from([3, 0x39, 0x20, 0x30, 0x20]), runs, Buffer.from([0x80])]); // "9 0 " literally, the runs, end of data
  return pdfWith((n) => stream(n, `/Type /ObjStm /N 1 /First 4 /Filter /RunLengthDecode`, data));
}

/** An object stream of `count` tiny objects (`null`), deflated: a few hundred KB. */
export function manyObjectsBomb(count = 200_000): Buffer {
  const numbers = Array.from({ length: count }, (_, i) => `${i + 10} ${i * 5}`).join(' ');
  const objects = 'null '.repeat(count);
  const content = Buffer.from(`${numbers}\n${objects}`, 'latin1');
  const data = deflateSync(content);
  return pdfWith((n) => stream(n, `/Type /ObjStm /N ${count} /First ${numbers.length + 1} /Filter /FlateDecode`, data));
}
