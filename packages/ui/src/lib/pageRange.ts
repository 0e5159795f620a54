/**
 * Which page links a pager shows. Always the first and last page, the current page and its
 * `siblings` on each side; the gaps become ellipses. The number of items stays constant
 * (`2 * siblings + 5`, 7 by default) once there are more pages than that, so the pager does not
 * jump in width as the user moves, and there are always at least 5 page links (the spec's minimum).
 * An ellipsis never stands for a single page: that page is shown instead.
 */

export type PageRangeItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Number of pages for `total` items, at least 1 (an empty list still has its one, empty, page). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}.`);
  return Math.ceil(total / pageSize);
}

/** Clamps a page number into 1..count (NaN reads as 1). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The items to render for `page` (1-based) of `count` pages. */
export function pageRange(page: number, count: number, siblings = 1): PageRangeItem[] {
  const last = Math.max(1, Math.trunc(count));
  const current = clampPage(page, last);
  const side = Math.max(0, Math.trunc(siblings));
  // first + last + current + siblings on both sides + two ellipses
  const slots = 2 * side + 5;
  if (last <= slots) return range(1, last);

  // With the ellipsis slots counted, an edge run has slots - 2 pages: 1 2 3 4 5 ... 20.
  const edgeRun = slots - 2;
  // Near an edge the current page and its siblings fit in the edge run.
  if (current + side <= edgeRun) return [...range(1, edgeRun), 'end-ellipsis', last];
  if (current - side >= last - edgeRun + 1) return [1, 'start-ellipsis', ...range(last - edgeRun + 1, last)];
  return [1, 'start-ellipsis', ...range(current - side, current + side), 'end-ellipsis', last];
}
