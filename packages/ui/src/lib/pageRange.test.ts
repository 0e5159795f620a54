import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRange, type PageRangeItem } from './pageRange';

const show = (items: PageRangeItem[]) => items.map((i) => (typeof i === 'number' ? String(i) : '…')).join(' ');

describe('pageRange', () => {
  it('lists every page when they fit in 7 slots', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(show(pageRange(2, 5))).toBe('1 2 3 4 5');
    expect(show(pageRange(7, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the start run while the current page and its neighbour fit in it', () => {
    expect(show(pageRange(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageRange(4, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('centres the current page with its neighbours in the middle', () => {
    expect(show(pageRange(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(pageRange(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(pageRange(16, 20))).toBe('1 … 15 16 17 … 20');
  });

  it('keeps the end run near the last page', () => {
    expect(show(pageRange(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageRange(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(show(pageRange(4, 8))).toBe('1 2 3 4 5 … 8');
    expect(show(pageRange(5, 8))).toBe('1 … 4 5 6 7 8');
  });

  it('always shows first, last, the current page and at least 5 page links, in a constant number of items', () => {
    for (let count = 1; count <= 40; count++) {
      for (let page = 1; page <= count; page++) {
        const items = pageRange(page, count);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toContain(page);
        if (page > 1) expect(pages).toContain(page - 1);
        if (page < count) expect(pages).toContain(page + 1);
        expect(pages.length).toBeGreaterThanOrEqual(Math.min(5, count));
        expect(items).toHaveLength(Math.min(7, count));
        // ascending, and each ellipsis stands for at least 2 pages
        for (let i = 1; i < items.length; i++) {
          const prev = items[i - 1];
          const cur = items[i];
          if (typeof prev === 'number' && typeof cur === 'number') expect(cur).toBe(prev + 1);
          if (typeof cur !== 'number') {
            const next = items[i + 1] as number;
            expect(next - (prev as number)).toBeGreaterThanOrEqual(3);
          }
        }
      }
    }
  });

  it('widens with more siblings', () => {
    expect(show(pageRange(10, 20, 2))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pageRange(1, 20, 2))).toBe('1 2 3 4 5 6 7 … 20');
  });

  it('clamps an out-of-range page instead of failing', () => {
    expect(show(pageRange(99, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageRange(0, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageRange(Number.NaN, 3))).toBe('1 2 3');
  });
});

describe('pageCount and clampPage', () => {
  it('counts pages of pageSize items, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(195, 10)).toBe(20);
    expect(pageCount(5, 2)).toBe(3);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });

  it('clamps into 1..count', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(-1, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });
});
