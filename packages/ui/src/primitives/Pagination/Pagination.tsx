import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button';
import * as styles from './Pagination.css';
import { clampPage, defaultPageSize, pageCount, visiblePages } from './pagination';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of items in the whole list. */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  'aria-label'?: string;
  className?: string;
}

/**
 * Previous / Next and up to five page numbers around the current page, right-aligned.
 * Renders nothing when everything fits on one page.
 */
export function Pagination({
  page,
  total,
  pageSize = defaultPageSize,
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
  className,
}: PaginationProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const current = clampPage(page, count);

  return (
    <nav aria-label={ariaLabel} className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li>
          <Button variant="secondary" size="small" isDisabled={current === 1} onPress={() => onPageChange(current - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
            Previous
          </Button>
        </li>
        {visiblePages(current, count).map((number) => {
          const isCurrent = number === current;
          return (
            <li key={number}>
              <Button
                variant={isCurrent ? 'primary' : 'quiet'}
                size="small"
                className={styles.pageButton}
                aria-label={`Page ${number}`}
                aria-current={isCurrent ? 'page' : undefined}
                onPress={() => {
                  if (!isCurrent) onPageChange(number);
                }}
              >
                {number}
              </Button>
            </li>
          );
        })}
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={current === count}
            onPress={() => onPageChange(current + 1)}
          >
            Next
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
