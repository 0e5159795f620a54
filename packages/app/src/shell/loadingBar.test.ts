import { describe, expect, it } from 'vitest';
import { LOADING_BAR_MAX_MS, loadingBarPercent, loadingBarVisible } from './loadingBar';

describe('route-change loading bar', () => {
  it('fills towards 90 % over 5000 ms, never backwards', () => {
    const points = [0, 250, 1000, 2500, 4999, 5000, 9000].map((ms) => loadingBarPercent(ms, false));
    expect(points[0]).toBe(0);
    expect(points.at(-2)).toBe(90);
    expect(points.at(-1)).toBe(90);
    for (let i = 1; i < points.length; i += 1) expect(points[i]!).toBeGreaterThanOrEqual(points[i - 1]!);
    // Quick loads still move visibly.
    expect(loadingBarPercent(250, false)).toBeGreaterThan(5);
  });

  it('jumps to 100 % when done', () => {
    expect(loadingBarPercent(100, true)).toBe(100);
  });

  it('shows while loading, up to the 5000 ms limit', () => {
    expect(LOADING_BAR_MAX_MS).toBe(5000);
    expect(loadingBarVisible(0, true)).toBe(true);
    expect(loadingBarVisible(4999, true)).toBe(true);
    expect(loadingBarVisible(5000, true)).toBe(false);
    expect(loadingBarVisible(10, false)).toBe(false);
  });
});
