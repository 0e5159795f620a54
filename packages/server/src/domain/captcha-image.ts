/**
 * A 4-digit image captcha drawn as SVG paths (no <text>, so the digits are not in the markup):
 * each digit is a stroke glyph, jittered, rotated and scaled at random, over noise curves and dots.
 */
import { randomInt } from 'node:crypto';

/** Stroke glyphs on a 10 x 16 grid. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [[[5, 0], [9, 2], [10, 8], [9, 14], [5, 16], [1, 14], [0, 8], [1, 2], [5, 0]]],
  '1': [[[2, 4], [6, 0], [6, 16]], [[2, 16], [10, 16]]],
  '2': [[[0, 3], [3, 0], [7, 0], [10, 3], [9, 7], [0, 16], [10, 16]]],
  '3': [[[0, 1], [10, 1], [5, 7], [9, 9], [10, 12], [7, 16], [3, 16], [0, 14]]],
  '4': [[[7, 16], [7, 0], [0, 11], [10, 11]]],
  '5': [[[10, 0], [1, 0], [0, 7], [6, 6], [10, 9], [9, 14], [5, 16], [0, 14]]],
  '6': [[[9, 1], [5, 0], [1, 3], [0, 10], [2, 15], [6, 16], [9, 13], [9, 10], [6, 8], [2, 9], [0, 11]]],
  '7': [[[0, 0], [10, 0], [4, 16]]],
  '8': [[[5, 8], [1, 6], [1, 2], [5, 0], [9, 2], [9, 6], [5, 8], [0, 11], [1, 15], [5, 16], [9, 15], [10, 11], [5, 8]]],
  '9': [[[10, 6], [8, 8], [4, 8], [0, 5], [1, 1], [5, 0], [9, 2], [10, 6], [9, 12], [5, 16], [1, 15]]],
};

const WIDTH = 120;
const HEIGHT = 40;
const rnd = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100) + 1) / 100;
const color = () => `hsl(${randomInt(360)},${50 + randomInt(30)}%,${25 + randomInt(25)}%)`;

function glyphPath(digit: string, ox: number, oy: number): string {
  const angle = (rnd(-25, 25) * Math.PI) / 180;
  const scale = rnd(1.3, 1.7);
  const cos = Math.cos(angle) * scale;
  const sin = Math.sin(angle) * scale;
  return (GLYPHS[digit] ?? [])
    .map((stroke) =>
      stroke
        .map(([x = 0, y = 0], i) => {
          const jx = x - 5 + rnd(-0.6, 0.6);
          const jy = y - 8 + rnd(-0.6, 0.6);
          return `${i === 0 ? 'M' : 'L'}${(ox + jx * cos - jy * sin).toFixed(1)} ${(oy + jx * sin + jy * cos).toFixed(1)}`;
        })
        .join(''),
    )
    .join('');
}

export function captchaSvg(digits: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<path d="M${rnd(0, 20)} ${rnd(0, HEIGHT)}Q${rnd(30, 90)} ${rnd(-20, 60)} ${rnd(100, WIDTH)} ${rnd(0, HEIGHT)}" stroke="${color()}" stroke-width="${rnd(0.6, 1.6)}" fill="none" opacity="0.7"/>`,
    );
  }
  for (let i = 0; i < 40; i += 1) {
    parts.push(`<circle cx="${rnd(0, WIDTH)}" cy="${rnd(0, HEIGHT)}" r="${rnd(0.4, 1.4)}" fill="${color()}"/>`);
  }
  [...digits].forEach((d, i) => {
    parts.push(
      `<path d="${glyphPath(d, 18 + i * 27 + rnd(-3, 3), 20 + rnd(-4, 4))}" stroke="${color()}" stroke-width="${rnd(2.2, 3)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="captcha"><rect width="100%" height="100%" fill="hsl(${randomInt(360)},40%,94%)"/>${parts.join('')}</svg>`;
}
