/**
 * A QR code field from the server is either an image to show as it is (a data URL, or the URL of a
 * picture) or a text to encode (the public account's page URL). Only the second needs the `qrcode`
 * package, which is then loaded on demand.
 */
export type QrSource = { kind: 'image'; src: string } | { kind: 'encode'; text: string } | null;

const IMAGE_URL = /\.(png|jpe?g|gif|webp|svg)(\?.*)?$/i;

export function qrSource(value: string | null | undefined): QrSource {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^data:image\//i.test(text)) return { kind: 'image', src: text };
  if ((/^https?:\/\//i.test(text) || text.startsWith('/')) && IMAGE_URL.test(text)) return { kind: 'image', src: text };
  return { kind: 'encode', text };
}
