/**
 * The slider puzzle's geometry: a gap at a random x, y in the background, and the matching piece.
 * The client drags the piece; POST /other/slider_verification checks the final x and the drag
 * track. The pictures are drawn by the captcha provider (providers/captcha).
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

