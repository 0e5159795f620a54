/**
 * Issue 11, item 2: the probe's solvers read the digits from the SVG paths' point counts and the
 * slider's gap from `<rect x=…>`, and a three-point 150 ms drag passed. The same solvers run here
 * against what the server now serves (PNG rasters) and get nothing; the drag must look like a
 * hand's, and each puzzle allows one attempt.
 */
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, humanTrack, IMAGE_CAPTCHA, SLIDER_X, type TestApp } from './helpers/app';
import { freshPhone } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** Points per glyph path of the old SVG: 0..9 had distinct counts. */
const POINTS_TO_DIGIT: Record<number, string> = { 9: '0', 5: '1', 7: '2', 8: '3', 4: '4', 11: '6', 3: '7', 13: '8' };

/** The attacker's image solver: digit paths are the ones with stroke-linecap, in order. */
function solveImageFromMarkup(body: string): string | null {
  const paths = [...body.matchAll(/<path d="([^"]+)"[^>]*stroke-linecap/g)].map((m) => m[1]!);
  if (paths.length !== 4) return null;
  const digits = paths.map((d) => POINTS_TO_DIGIT[(d.match(/[ML]/g) ?? []).length] ?? '5');
  return digits.join('');
}

/** The attacker's slider solver: the gap is the 44-wide rect of the background SVG. */
function solveSliderFromMarkup(background: string): number | null {
  const [, base64 = ''] = background.split(',');
  const svg = Buffer.from(base64, 'base64').toString('latin1');
  const gap = /<rect x="(\d+)" y="\d+" width="44"/.exec(svg);
  return gap ? Number(gap[1]) : null;
}

/** Width and height from a PNG's IHDR, after checking it inflates (a real raster). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const length = png.readUInt32BE(idat - 4);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(inflateSync(png.subarray(idat + 4, idat + 4 + length)).length).toBe((width * 4 + 1) * height);
  return { width, height };
}

interface Grey {
  readonly width: number;
  readonly height: number;
  readonly value: Float64Array;
  readonly opaque: Uint8Array;
}

/** A data-URL PNG decoded by sharp to raw RGBA, then to luminance and an opacity mask. */
async function grey(dataUrl: string): Promise<Grey> {
  const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const value = new Float64Array(info.width * info.height);
  const opaque = new Uint8Array(info.width * info.height);
  for (let i = 0; i < value.length; i += 1) {
    value[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
    opaque[i] = data[i * 4 + 3]! >= 250 ? 1 : 0;
  }
  return { width: info.width, height: info.height, value, opaque };
}

/**
 * The attacker's slider solver: the piece's opaque pixels less a 2-pixel rim (any piece's outline),
 * compared with the background under them at every x: the best normalized cross-correlation
 * (blind to a gap drawn darker or paler) and the least sum of squared differences.
 */
function matchPiece(background: Grey, piece: Grey): { ncc: number; ssd: number } {
  const points: [number, number, number][] = [];
  const solid = (x: number, y: number) => x >= 0 && y >= 0 && x < piece.width && y < piece.height && piece.opaque[y * piece.width + x] === 1;
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) {
      let inner = true;
      for (let dy = -2; dy <= 2 && inner; dy += 1) for (let dx = -2; dx <= 2 && inner; dx += 1) inner = solid(x + dx, y + dy);
      if (inner) points.push([x, y, piece.value[y * piece.width + x]!]);
    }
  }
  const mean = points.reduce((sum, p) => sum + p[2], 0) / points.length;
  const pieceNorm = Math.sqrt(points.reduce((sum, p) => sum + (p[2] - mean) ** 2, 0));
  let best = { ncc: 0, ssd: 0, nccScore: -Infinity, ssdScore: Infinity };
  for (let at = 0; at + piece.width <= background.width; at += 1) {
    const under = points.map(([x, y]) => background.value[y * background.width + at + x]!);
    const bgMean = under.reduce((a, b) => a + b, 0) / under.length;
    let cross = 0;
    let bgNorm = 0;
    let ssd = 0;
    points.forEach(([, , v], i) => {
      cross += (v - mean) * (under[i]! - bgMean);
      bgNorm += (under[i]! - bgMean) ** 2;
      ssd += (v - under[i]!) ** 2;
    });
    const ncc = cross / (pieceNorm * Math.sqrt(bgNorm) || 1);
    if (ncc > best.nccScore) best = { ...best, ncc: at, nccScore: ncc };
    if (ssd < best.ssdScore) best = { ...best, ssd: at, ssdScore: ssd };
  }
  return { ncc: best.ncc, ssd: best.ssd };
}

describe('image captcha', () => {
  it('the markup solver reads 0 of 30 images; each is a fresh noisy 120 x 40 PNG', async () => {
    const client = new Client(t.app);
    let solved = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const response = await client.raw({ method: 'GET', url: `/api/other/check_captcha?${i}` });
      expect(response.headers['content-type']).toMatch(/^image\/png/);
      if (solveImageFromMarkup(response.rawPayload.toString('latin1')) === IMAGE_CAPTCHA) solved += 1;
      expect(pngSize(response.rawPayload)).toEqual({ width: 120, height: 40 });
      seen.add(response.rawPayload.toString('base64'));
      if (i % 15 === 14) t.clock.advance(61); // the refresh limit is per minute
    }
    expect(solved).toBe(0);
    expect(seen.size).toBe(30); // same answer, never the same picture
    // A person who reads it still passes (tests know the injected answer).
    expect((await client.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).status_code).toBe(202);
  });
});

describe('slider captcha', () => {
  const verify = (client: Client, id: string, x: number, track: unknown) =>
    client.post('/api/other/slider_verification', { captchaVerifyParam: JSON.stringify({ id, x, track }), tel_code: '+86', phone: freshPhone() });

  it('the markup solver finds no gap in 10 puzzles; background and piece are PNG data URLs', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 10; i += 1) {
      const puzzle = await client.get('/api/other/slider_captcha');
      expect(puzzle.data.background).toMatch(/^data:image\/png;base64,/);
      expect(puzzle.data.piece).toMatch(/^data:image\/png;base64,/);
      expect(solveSliderFromMarkup(puzzle.data.background)).toBeNull();
      expect(pngSize(Buffer.from(puzzle.data.background.split(',')[1], 'base64'))).toEqual({ width: 300, height: 150 });
      expect(pngSize(Buffer.from(puzzle.data.piece.split(',')[1], 'base64'))).toEqual({ width: 44, height: 150 });
    }
  });

  it("the probe's three-point 150 ms drag fails even at the right x; a hand's drag passes", async () => {
    const client = new Client(t.app);
    const scripted = await client.get('/api/other/slider_captcha');
    expect(await verify(client, scripted.data.id, SLIDER_X, [[0, 0], [75, 70], [150, SLIDER_X]])).toMatchObject({ status_code: 413, data: { pass: false } });
    // An even, machine-regular drag (fixed steps at fixed intervals) fails too.
    const even = await client.get('/api/other/slider_captcha');
    const regular = Array.from({ length: 30 }, (_, i) => [i * 20, Math.round((SLIDER_X * i) / 29)]);
    expect((await verify(client, even.data.id, SLIDER_X, regular)).status_code).toBe(413);
    const human = await client.get('/api/other/slider_captcha');
    expect(await verify(client, human.data.id, SLIDER_X, humanTrack(SLIDER_X))).toMatchObject({ status_code: 200, data: { pass: true } });
  });

  it("a template-matching solver on the decoded pixels finds the gap no better than chance (20 puzzles)", async () => {
    const client = new Client(t.app);
    const tries = 20;
    const found = { ncc: 0, ssd: 0 };
    for (let i = 0; i < tries; i += 1) {
      const puzzle = await client.get('/api/other/slider_captcha');
      const [background, piece] = await Promise.all([grey(puzzle.data.background), grey(puzzle.data.piece)]);
      const guess = matchPiece(background, piece);
      if (Math.abs(guess.ncc - SLIDER_X) <= 5) found.ncc += 1;
      if (Math.abs(guess.ssd - SLIDER_X) <= 5) found.ssd += 1;
      if (i % 10 === 9) t.clock.advance(61); // the refresh limit is per minute
    }
    // One attempt per puzzle, tolerance 5 px over ~180 positions: a blind guess lands about 1 in 16,
    // and one of three look-alike gaps 1 in 3. Copying the background into the piece gave 20 of 20.
    const solved = `NCC solved ${found.ncc}, SSD ${found.ssd} of ${tries}`;
    expect(found.ncc, solved).toBeLessThanOrEqual(tries / 3);
    expect(found.ssd, solved).toBeLessThanOrEqual(tries / 3);
  });

  it('one attempt per puzzle: after a failed drag the right one is refused', async () => {
    const client = new Client(t.app);
    const puzzle = await client.get('/api/other/slider_captcha');
    expect((await verify(client, puzzle.data.id, SLIDER_X, [[0, 0], [150, SLIDER_X]])).status_code).toBe(413);
    expect((await verify(client, puzzle.data.id, SLIDER_X, humanTrack(SLIDER_X))).status_code).toBe(413);
  });
});
