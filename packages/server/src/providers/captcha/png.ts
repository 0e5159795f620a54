/**
 * A PNG encoder for an RGBA raster: the signature, IHDR, one zlib-deflated IDAT (filter 0 per
 * row) and IEND, with node:zlib's deflate and CRC-32 (so no image library is needed to encode).
 */
import { crc32, deflateSync } from 'node:zlib';

export class Raster {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  get(x: number, y: number): [number, number, number, number] {
    const i = (y * this.width + x) * 4;
    return [this.data[i]!, this.data[i + 1]!, this.data[i + 2]!, this.data[i + 3]!];
  }

  /** Blend an opaque colour over (x, y) with coverage `alpha` (0-1); outside the raster: ignored. */
  blend(x: number, y: number, rgb: readonly [number, number, number], alpha = 1): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    const i = (py * this.width + px) * 4;
    for (let c = 0; c < 3; c += 1) this.data[i + c] = Math.round(this.data[i + c]! * (1 - alpha) + rgb[c]! * alpha);
    this.data[i + 3] = Math.max(this.data[i + 3]!, Math.round(alpha * 255));
  }
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

export function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const stride = raster.width * 4;
  const rows = Buffer.alloc((stride + 1) * raster.height);
  for (let y = 0; y < raster.height; y += 1) {
    rows[y * (stride + 1)] = 0; // filter: none
    Buffer.from(raster.data.buffer, raster.data.byteOffset + y * stride, stride).copy(rows, y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
