import { Inline } from '../../primitives/Inline';
import { Pagination, clampPage, defaultPageSize, pageCount } from '../../primitives/Pagination';
import * as styles from './review-screen.css';

export interface ListFooterProps {
  page: number;
  total: number;
  /** What is counted, plural: 'scheduled posts'. */
  noun: string;
  onPageChange: (page: number) => void;
}

/** Under a table: which rows show out of how many, and the pages (10 rows a page, up to 5 numbers). */
export function ListFooter({ page, total, noun, onPageChange }: ListFooterProps) {
  if (total === 0) return null;
  const current = clampPage(page, pageCount(total));
  const first = (current - 1) * defaultPageSize + 1;
  const last = Math.min(total, current * defaultPageSize);
  return (
    <Inline space="3" justify="between" className={styles.footer}>
      <p className={styles.count}>
        {first}–{last} of {total.toLocaleString('en-GB')} {noun}
      </p>
      <Pagination page={current} total={total} onPageChange={onPageChange} aria-label={`Pages of ${noun}`} />
    </Inline>
  );
}
