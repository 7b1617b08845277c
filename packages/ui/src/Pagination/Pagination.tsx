import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { cx } from '../cx';
import * as css from './Pagination.css';
import { paginationItems } from './paginationItems';

/** Props of {@link Pagination}: give `pageCount`, or `total` and `pageSize` (which also shows "x–y of z"). */
export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, from 1. */
  page: number;
  /** Number of pages; computed from `total` and `pageSize` when omitted. */
  pageCount?: number;
  /** Number of items over all pages. */
  total?: number;
  /** Items per page. */
  pageSize?: number;
  /** Called with the page the user asks for. */
  onPageChange: (page: number) => void;
  /** Hide the "x–y of z" summary. */
  hideSummary?: boolean;
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <span className={css.chevron} aria-hidden="true">
    <svg
      width="12"
      height="12"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={flip ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'} />
    </svg>
  </span>
);

/** Previous/next and numbered page buttons with gaps, the current page marked with aria-current. */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize,
  onPageChange,
  hideSummary,
  className,
  ...props
}: PaginationProps) {
  const intl = useIntl();
  const count = Math.max(
    1,
    pageCount ?? (total !== undefined && pageSize ? Math.ceil(total / pageSize) : 1),
  );
  const current = Math.min(Math.max(1, page), count);
  const showSummary = !hideSummary && total !== undefined && pageSize !== undefined;
  const start = total ? (current - 1) * (pageSize ?? 0) + 1 : 0;
  const end = Math.min(current * (pageSize ?? 0), total ?? 0);

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'ui.pagination.label' })}
      {...props}
      className={cx(css.root, className)}
    >
      {showSummary && (
        <span className={css.summary}>
          {intl.formatMessage({ id: 'ui.pagination.summary' }, { start, end, total })}
        </span>
      )}
      <ul className={css.list}>
        <li>
          <Button
            className={css.button}
            isDisabled={current <= 1}
            onPress={() => onPageChange(current - 1)}
          >
            <Chevron />
            {intl.formatMessage({ id: 'ui.pagination.previous' })}
          </Button>
        </li>
        {paginationItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={css.button}
                aria-label={intl.formatMessage({ id: 'ui.pagination.page' }, { page: item })}
                onPress={() => item !== current && onPageChange(item)}
                // react-aria's Button does not forward aria-current.
                render={(domProps) => (
                  <button {...domProps} aria-current={item === current ? 'page' : undefined} />
                )}
              >
                {intl.formatNumber(item)}
              </Button>
            </li>
          ) : (
            <li key={item} className={css.ellipsis} aria-hidden="true">
              <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
                <circle cx="3" cy="12" r="1.25" />
                <circle cx="8" cy="12" r="1.25" />
                <circle cx="13" cy="12" r="1.25" />
              </svg>
            </li>
          ),
        )}
        <li>
          <Button
            className={css.button}
            isDisabled={current >= count}
            onPress={() => onPageChange(current + 1)}
          >
            {intl.formatMessage({ id: 'ui.pagination.next' })}
            <Chevron flip />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
