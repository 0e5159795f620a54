/**
 * Bytes after a PNG's IEND chunk, by walking its chunks (length, type, data, CRC); -1 when the
 * chunk structure is broken (left to the decoder to refuse).
 */
export function pngTrailingBytes(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8; // the signature
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    offset += 12 + length;
    if (offset > bytes.length) return -1;
    if (type === 'IEND') return bytes.length - offset;
  }
  return -1;
}
