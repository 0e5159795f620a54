import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { clampPage, pageCount, pageRange } from '../lib/pageRange';
import { useControllableState } from '../lib/useControllableState';
import { useEduPay } from '../provider/useEduPay';
import { Button } from './Button';

/** The spec's default page size. */
export const PAGINATION_DEFAULT_PAGE_SIZE = 10;

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** Current page, 1-based (controlled). Use with `onPageChange`. */
  page?: number;
  /** Initial page when uncontrolled. Default 1. */
  defaultPage?: number;
  /** Called with the new 1-based page. */
  onPageChange?: (page: number) => void;
  /** Number of items in the whole list. */
  total: number;
  /** Items per page. Default 10. */
  pageSize?: number;
  /** Pages shown on each side of the current one. Default 1 (7 items, at least 5 page links). */
  siblingCount?: number;
  /** Shows "N items in total" before the pager. */
  showTotal?: boolean;
}

const stepClass =
  'gap-1 px-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[disabled]:hover:bg-transparent';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} />
    </svg>
  );
}

/**
 * Page links for a long list: previous/next, the first and last page, the current page with its
 * neighbours, ellipses between. Pages are buttons (the kit does not route); the current one has
 * `aria-current="page"`. Previous and next at the ends are `aria-disabled`, not `disabled`, so
 * pressing Next onto the last page does not drop keyboard focus to the document.
 */
export function Pagination({
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  total,
  pageSize = PAGINATION_DEFAULT_PAGE_SIZE,
  siblingCount = 1,
  showTotal = false,
  className,
  ...props
}: PaginationProps) {
  const { t, intl } = useEduPay();
  const [rawPage, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const count = pageCount(total, pageSize);
  const page = clampPage(rawPage, count);
  const goTo = (next: number) => {
    if (next !== page && next >= 1 && next <= count) setPage(next);
  };
  const atStart = page <= 1;
  const atEnd = page >= count;

  return (
    <nav
      data-slot="pagination"
      aria-label={t('pagination.label')}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-fg', className)}
      {...props}
    >
      {showTotal ? (
        <p data-slot="pagination-total" className="text-fg-muted">
          {t('pagination.total', { total })}
        </p>
      ) : null}
      <ul data-slot="pagination-list" className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        <li>
          <Button
            data-slot="pagination-previous"
            variant="ghost"
            size="sm"
            aria-disabled={atStart || undefined}
            data-disabled={atStart ? '' : undefined}
            className={stepClass}
            onClick={() => goTo(page - 1)}
          >
            <Chevron direction="left" />
            {t('pagination.previous')}
          </Button>
        </li>
        {pageRange(page, count, siblingCount).map((item) =>
          typeof item === 'number' ? (
            // Keyed by page number: the button the user pressed survives the re-render and keeps focus.
            <li key={item}>
              <Button
                data-slot="pagination-page"
                data-state={item === page ? 'active' : 'inactive'}
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className="min-w-8 px-2 tabular-nums"
                onClick={() => goTo(item)}
              >
                {intl.formatNumber(item)}
              </Button>
            </li>
          ) : (
            // Page labels say which pages are left out; the dots are only for the eye.
            <li
              key={item}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="min-w-8 px-1 text-center text-fg-muted"
            >
              …
            </li>
          ),
        )}
        <li>
          <Button
            data-slot="pagination-next"
            variant="ghost"
            size="sm"
            aria-disabled={atEnd || undefined}
            data-disabled={atEnd ? '' : undefined}
            className={stepClass}
            onClick={() => goTo(page + 1)}
          >
            {t('pagination.next')}
            <Chevron direction="right" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
