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

function sliderImages(x: number, y: number) {
  const background = new Raster(SLIDER_WIDTH, SLIDER_HEIGHT);
  fill(background, light());
  // Soft blobs and lines, so the gap's edges are not the only edges in the picture.
  for (let i = 0; i < 18; i += 1) {
    const [cx, cy, r, colour] = [rnd(0, SLIDER_WIDTH), rnd(0, SLIDER_HEIGHT), rnd(8, 38), randomInt(2) ? dark() : light()];
    for (let py = Math.floor(cy - r); py <= cy + r; py += 1) {
      for (let px = Math.floor(cx - r); px <= cx + r; px += 1) if (Math.hypot(px - cx, py - cy) <= r) background.blend(px, py, colour, 0.45);
    }
  }
  for (let i = 0; i < 6; i += 1) line(background, [rnd(0, 300), rnd(0, 150)], [rnd(0, 300), rnd(0, 150)], rnd(1, 3), dark());
  // Decoy: a faint square elsewhere, so "the one dark square" is not a rule that solves it.
  const decoyX = (x + rnd(60, 180)) % (SLIDER_WIDTH - PIECE);
  speckle(background, 0.05);
  const piece = new Raster(PIECE, SLIDER_HEIGHT);
  for (let py = 0; py < PIECE; py += 1) {
    for (let px = 0; px < PIECE; px += 1) {
      const [r, g, b] = background.get(x + px, y + py);
      const edge = px < 2 || py < 2 || px >= PIECE - 2 || py >= PIECE - 2;
      piece.blend(px, y + py, edge ? [255, 255, 255] : [r, g, b]);
      background.blend(x + px, y + py, [0, 0, 0], edge ? 0.6 : 0.42);
      background.blend(decoyX + px, y + py, [0, 0, 0], 0.18);
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
