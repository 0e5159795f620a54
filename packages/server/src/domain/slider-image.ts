/**
 * The slider puzzle: a background with a gap at a random x and the matching piece. The client
 * drags the piece; POST /other/slider_verification checks the final x and the drag track.
 */
import { randomInt } from 'node:crypto';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const PIECE = 44;
/** Pixels of tolerance on the final position. */
export const SLIDER_TOLERANCE = 5;

export function newSliderTarget(): { x: number; y: number } {
  return { x: 70 + randomInt(SLIDER_WIDTH - 70 - PIECE - 10), y: 15 + randomInt(SLIDER_HEIGHT - PIECE - 30) };
}

const toDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export function sliderImages(x: number, y: number) {
  const hue = randomInt(360);
  const shapes = Array.from({ length: 14 }, () => {
    const cx = randomInt(SLIDER_WIDTH);
    const cy = randomInt(SLIDER_HEIGHT);
    return `<circle cx="${cx}" cy="${cy}" r="${8 + randomInt(30)}" fill="hsl(${(hue + randomInt(90)) % 360},60%,${50 + randomInt(30)}%)" opacity="0.6"/>`;
  }).join('');
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}"><defs><clipPath id="c"><rect width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}"/></clipPath></defs><rect width="100%" height="100%" fill="hsl(${hue},50%,85%)"/><g clip-path="url(#c)">${shapes}</g><rect x="${x}" y="${y}" width="${PIECE}" height="${PIECE}" rx="6" fill="#000" opacity="0.45"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${SLIDER_HEIGHT}"><rect x="1" y="${y}" width="${PIECE - 2}" height="${PIECE}" rx="6" fill="hsl(${hue},60%,60%)" stroke="#fff" stroke-width="2"/></svg>`;
  return { background: toDataUrl(background), piece: toDataUrl(piece) };
}

/** A drag track: [milliseconds, x] samples. Humans take time and move in many small steps. */
export function plausibleTrack(track: unknown): boolean {
  if (!Array.isArray(track) || track.length < 3 || track.length > 1000) return false;
  const points = track.filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
  if (points.length !== track.length) return false;
  const duration = points[points.length - 1]![0] - points[0]![0];
  return duration >= 150 && duration <= 60_000;
}
