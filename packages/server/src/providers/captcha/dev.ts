/**
 * The offline captcha provider: rasters drawn here (no geometry reaches the client, only pixels),
 * digits warped by a random sine field over noise, and a drag judged by its shape.
 */
import { randomInt } from 'node:crypto';
import { PIECE, SLIDER_HEIGHT, SLIDER_WIDTH } from '../../domain/slider-image';
import { encodePng, pngDataUrl, Raster } from './png';
import type { CaptchaProvider, SliderTrackCheck } from './types';


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

const rnd = (min: number, max: number) => min + (randomInt(10_001) / 10_000) * (max - min);
type Rgb = [number, number, number];
const dark = (): Rgb => [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)];
const light = (): Rgb => [randomInt(200, 250), randomInt(200, 250), randomInt(200, 250)];

function fill(raster: Raster, rgb: Rgb): void {
  for (let y = 0; y < raster.height; y += 1) for (let x = 0; x < raster.width; x += 1) raster.blend(x, y, rgb);
}

/** A thick anti-aliased line: discs stamped along it. */
function line(raster: Raster, a: [number, number], b: [number, number], width: number, rgb: Rgb): void {
  const steps = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) * 2) + 1;
  const r = width / 2;
  for (let s = 0; s <= steps; s += 1) {
    const cx = a[0] + ((b[0] - a[0]) * s) / steps;
    const cy = a[1] + ((b[1] - a[1]) * s) / steps;
    for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y += 1) {
      for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x += 1) {
        const coverage = Math.min(1, Math.max(0, r + 0.5 - Math.hypot(x - cx, y - cy)));
        if (coverage > 0) raster.blend(x, y, rgb, coverage);
      }
    }
  }
}

function speckle(raster: Raster, share: number): void {
  const n = Math.round(raster.width * raster.height * share);
  for (let i = 0; i < n; i += 1) raster.blend(randomInt(raster.width), randomInt(raster.height), randomInt(2) ? dark() : light(), rnd(0.3, 0.9));
}

/** Moves every pixel along a random sine field: straight strokes come out bent. */
function warp(source: Raster): Raster {
  const out = new Raster(source.width, source.height);
  const [ax, ay, fx, fy, px, py] = [rnd(1.5, 3), rnd(1.5, 3), rnd(0.08, 0.2), rnd(0.08, 0.2), rnd(0, 6.3), rnd(0, 6.3)];
  for (let y = 0; y < out.height; y += 1) {
    for (let x = 0; x < out.width; x += 1) {
      const sx = Math.min(out.width - 1, Math.max(0, Math.round(x + ax * Math.sin(y * fy + px))));
      const sy = Math.min(out.height - 1, Math.max(0, Math.round(y + ay * Math.sin(x * fx + py))));
      const [r, g, b] = source.get(sx, sy);
      out.blend(x, y, [r, g, b]);
    }
  }
  return out;
}

function imagePng(digits: string): Buffer {
  const raster = new Raster(120, 40);
  fill(raster, light());
  speckle(raster, 0.08);
  [...digits].forEach((digit, i) => {
    const angle = (rnd(-25, 25) * Math.PI) / 180;
    const scale = rnd(1.3, 1.7);
    const ox = 18 + i * 27 + rnd(-3, 3);
    const oy = 20 + rnd(-4, 4);
    const colour = dark();
    const at = ([gx = 0, gy = 0]: number[]): [number, number] => {
      const x = (gx - 5 + rnd(-0.6, 0.6)) * scale;
      const y = (gy - 8 + rnd(-0.6, 0.6)) * scale;
      return [ox + x * Math.cos(angle) - y * Math.sin(angle), oy + x * Math.sin(angle) + y * Math.cos(angle)];
    };
    for (const stroke of GLYPHS[digit] ?? []) for (let p = 1; p < stroke.length; p += 1) line(raster, at(stroke[p - 1]!), at(stroke[p]!), rnd(2.2, 3), colour);
  });
  for (let i = 0; i < 4; i += 1) line(raster, [rnd(0, 20), rnd(0, 40)], [rnd(100, 120), rnd(0, 40)], rnd(0.6, 1.4), dark());
  const warped = warp(raster);
  speckle(warped, 0.03);
  return encodePng(warped);
}

/** A jigsaw outline in the PIECE box: a square body whose sides each carry a round tab, a notch, or nothing. */
type Side = 'tab' | 'notch' | 'flat';
type Shape = readonly [Side, Side, Side, Side];
const SIDES: readonly Side[] = ['tab', 'notch', 'flat'];
const BODY = [8, PIECE - 8] as const;
const KNOB = 6;

function randomShape(): Shape {
  return [0, 1, 2, 3].map(() => SIDES[randomInt(SIDES.length)]!) as unknown as Shape;
}

/** Whether (px, py) of the PIECE box lies inside the shape (sides: top, right, bottom, left). */
function inside(shape: Shape, px: number, py: number): boolean {
  const [lo, hi] = BODY;
  const mid = (lo + hi) / 2;
  const knobs: [number, number][] = [[mid, lo], [hi, mid], [mid, hi], [lo, mid]];
  let inBody = px >= lo && px <= hi && py >= lo && py <= hi;
  shape.forEach((side, i) => {
    const [kx, ky] = knobs[i]!;
    const inKnob = Math.hypot(px - kx, py - ky) <= KNOB;
    if (side === 'tab' && inKnob) inBody = true;
    if (side === 'notch' && inKnob) inBody = false;
  });
  return inBody;
}

/** Distance (in pixels, up to 3) from (px, py) to the shape's outline, for rims. */
function rimDistance(shape: Shape, px: number, py: number): number {
  const here = inside(shape, px, py);
  for (let d = 1; d <= 3; d += 1) {
    for (const [dx, dy] of [[d, 0], [-d, 0], [0, d], [0, -d], [d, d], [-d, -d], [d, -d], [-d, d]] as const) {
      if (inside(shape, px + dx, py + dy) !== here) return d;
    }
  }
  return 4;
}

const sameShape = (a: Shape, b: Shape) => a.every((side, i) => side === b[i]);

/**
 * x positions for two decoy gaps on the gap's row, inside the range answers come from and clear
 * of the gap and of each other, so neither "the only hole" nor "the hole where answers can be" tells.
 */
function decoyXs(x: number): number[] {
  const [lo, hi] = [70, SLIDER_WIDTH - PIECE - 10];
  const taken = [x];
  for (let tries = 0; tries < 200 && taken.length < 3; tries += 1) {
    const at = tries < 100 ? randomInt(lo, hi + 1) : randomInt(0, SLIDER_WIDTH - PIECE + 1);
    if (taken.every((other) => Math.abs(other - at) >= PIECE + 4)) taken.push(at);
  }
  return taken.slice(1);
}

/**
 * The puzzle. The piece is NOT cut from the background: it is the gap's outline filled with a
 * texture of its own (a random pale gradient, stripes and noise, inside a white rim), so comparing
 * its pixels with the background's (template matching) finds nothing. The gap is drawn as a
 * shadow of that outline with two decoy shadows of other outlines on the same row: a person
 * matches the outline; a solver that finds "a hole" still has three to choose from.
 */
function sliderImages(x: number, y: number) {
  const background = new Raster(SLIDER_WIDTH, SLIDER_HEIGHT);
  fill(background, light());
  // Soft blobs and lines, so the gaps' edges are not the only edges in the picture.
  for (let i = 0; i < 22; i += 1) {
    const [cx, cy, r, colour] = [rnd(0, SLIDER_WIDTH), rnd(0, SLIDER_HEIGHT), rnd(8, 38), randomInt(2) ? dark() : light()];
    for (let py = Math.floor(cy - r); py <= cy + r; py += 1) {
      for (let px = Math.floor(cx - r); px <= cx + r; px += 1) if (Math.hypot(px - cx, py - cy) <= r) background.blend(px, py, colour, 0.45);
    }
  }
  for (let i = 0; i < 8; i += 1) line(background, [rnd(0, 300), rnd(0, 150)], [rnd(0, 300), rnd(0, 150)], rnd(1, 3), dark());
  speckle(background, 0.05);

  const shape = randomShape();
  const gaps: { at: number; shape: Shape }[] = [{ at: x, shape }];
  for (const at of decoyXs(x)) {
    let other = randomShape();
    while (sameShape(other, shape)) other = randomShape();
    gaps.push({ at, shape: other });
  }
  for (const gap of gaps) {
    const depth = rnd(0.35, 0.5);
    for (let py = 0; py < PIECE; py += 1) {
      for (let px = 0; px < PIECE; px += 1) {
        if (!inside(gap.shape, px, py)) continue;
        const rim = rimDistance(gap.shape, px, py) <= 1;
        background.blend(gap.at + px, y + py, [0, 0, 0], rim ? depth + 0.15 : depth + rnd(-0.05, 0.05));
      }
    }
  }
  speckle(background, 0.02);

  const piece = new Raster(PIECE, SLIDER_HEIGHT);
  const [from, to] = [light(), light()];
  const [stripe, angle, period] = [dark(), rnd(0, Math.PI), rnd(5, 9)];
  for (let py = 0; py < PIECE; py += 1) {
    for (let px = 0; px < PIECE; px += 1) {
      if (!inside(shape, px, py)) continue;
      const k = (px + py) / (2 * PIECE);
      const base: Rgb = [0, 1, 2].map((c) => Math.round(from[c]! * (1 - k) + to[c]! * k)) as unknown as Rgb;
      piece.blend(px, y + py, base);
      const wave = Math.sin(((px * Math.cos(angle) + py * Math.sin(angle)) * 2 * Math.PI) / period);
      if (wave > 0.3) piece.blend(px, y + py, stripe, 0.45);
      if (randomInt(100) < 12) piece.blend(px, y + py, randomInt(2) ? dark() : light(), rnd(0.2, 0.5));
    }
  }
  return { background: pngDataUrl(encodePng(background)), piece: pngDataUrl(encodePng(piece)) };
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const spread = (values: readonly number[]) => {
  const m = mean(values);
  return m === 0 ? 0 : Math.sqrt(mean(values.map((v) => (v - m) ** 2))) / Math.abs(m);
};

/**
 * A hand takes at least 0.4 s and many samples, ends where it claims, and its speed changes (it
 * speeds up and slows down, or its samples come at uneven times); a script's evenly spaced
 * three-point, 150 ms track fails each of these.
 */
function humanTrack({ track, x }: SliderTrackCheck): boolean {
  if (!Array.isArray(track) || track.length < 8 || track.length > 2000) return false;
  if (!track.every((p): p is [number, number] => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]))) return false;
  const points = track as [number, number][];
  for (let i = 1; i < points.length; i += 1) if (points[i]![0] < points[i - 1]![0]) return false;
  const duration = points[points.length - 1]![0] - points[0]![0];
  if (duration < 400 || duration > 60_000) return false;
  if (Math.abs(points[points.length - 1]![1] - x) > 3) return false;
  const steps = points.slice(1).map((p, i) => ({ dt: p[0] - points[i]![0], dx: p[1] - points[i]![1] })).filter((s) => s.dt > 0);
  if (steps.length < 5) return false;
  const speeds = steps.map((s) => s.dx / s.dt);
  return spread(steps.map((s) => s.dt)) > 0.08 || spread(speeds) > 0.15;
}

export const devCaptcha: CaptchaProvider = { imagePng, sliderImages, humanTrack };
