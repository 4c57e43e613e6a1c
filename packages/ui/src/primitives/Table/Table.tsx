import { Inbox } from 'lucide-react';
import { memo, useCallback, type ReactNode } from 'react';
import * as styles from './Table.css';

export type TableKey = string | number;

export interface TableColumn<T> {
  id: string;
  /** The header text. */
  name: ReactNode;
  /** What the column shows for one item. */
  cell: (item: T) => ReactNode;
  /** Right-aligns the column (numbers, counts). */
  align?: 'start' | 'end';
  /** Cuts long text (messages) to one line with an ellipsis. */
  isTruncated?: boolean;
}

export interface TableEmptyState {
  icon?: ReactNode;
  /** The spec's words, e.g. 'No scheduled posts found'. */
  text: ReactNode;
  /** The next step, e.g. a 'Create Post' button. */
  action?: ReactNode;
}

export interface TableProps<T extends { id: TableKey }> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: TableColumn<T>[];
  items: readonly T[];
  /** The column that names a row for screen readers; the first one unless said otherwise. */
  rowHeader?: string;
  emptyState: TableEmptyState;
  /** Shows skeleton rows and a 'Loading' status in place of the items. */
  isLoading?: boolean;
  loadingLabel?: string;
  loadingRows?: number;
  /** A row to point out, e.g. the post the calendar sent the user to; it is scrolled into view. */
  highlightedKey?: TableKey | null;
  className?: string;
}

/**
 * A table of records: sticky header, row hover tint, an empty state with icon, text and next
 * action, skeleton rows while loading. It scrolls sideways inside its card on small screens with
 * the first column pinned.
 *
 * A native table, not RAC's Table: the lists are read, not selected, and the buttons in their cells
 * are reached with Tab, so screen readers' table commands are what a person needs. RAC's Table is a
 * grid (one tab stop, arrow keys from cell to cell) whose every cell carries press, hover and focus
 * handlers, which a page of ten rows paid at every change of the queue's filters.
 */
export function Table<T extends { id: TableKey }>({
  columns,
  items,
  rowHeader,
  emptyState,
  isLoading = false,
  loadingLabel = 'Loading',
  loadingRows = 5,
  highlightedKey,
  className,
  ...labels
}: TableProps<T>) {
  const headerId = rowHeader ?? columns[0]?.id;

  // Brings the highlighted row into view once it is on screen (and again if another row is highlighted).
  const revealHighlighted = useCallback(
    (row: HTMLElement | null) => row?.scrollIntoView({ block: 'nearest' }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new key must give a new ref, so the new row is revealed
    [highlightedKey],
  );

  return (
    // The card scrolls (sideways on phones, down past its height), so it is a named stop for the
    // keyboard's arrow keys even when its rows hold nothing to focus (loading, empty).
    <div
      role="group"
      tabIndex={0}
      {...labels}
      aria-busy={isLoading || undefined}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
    >
      <span role="status" className={styles.visuallyHidden}>
        {isLoading ? loadingLabel : ''}
      </span>
      <table {...labels} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.id} scope="col" className={cellClass(column, index, styles.column)}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            skeletonRows(loadingRows).map((row) => (
              <tr key={row} className={styles.row}>
                {columns.map((column, index) => (
                  <td key={column.id} className={cellClass(column, index, styles.cell, styles.skeletonCell)}>
                    <span className={styles.skeleton} />
                  </td>
                ))}
              </tr>
            ))
          ) : items.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <EmptyState {...emptyState} />
              </td>
            </tr>
          ) : (
            // Rows are keyed by position: a page of other items (another filter, another page)
            // updates the rows in place instead of building ten new ones.
            items.map((item, index) => (
              <ItemRow
                key={index}
                item={item}
                columns={columns}
                headerId={headerId}
                isHighlighted={item.id === highlightedKey}
                reveal={item.id === highlightedKey ? revealHighlighted : undefined}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

interface ItemRowProps<T> {
  item: T;
  columns: TableColumn<T>[];
  headerId: string | undefined;
  isHighlighted: boolean;
  /** The highlighted row's ref, which scrolls it into view. */
  reveal?: (row: HTMLElement | null) => void;
}

/** One item's row; drawn again only when its item, the columns or its highlight change. */
const ItemRow = memo(function ItemRow<T>({ item, columns, headerId, isHighlighted, reveal }: ItemRowProps<T>) {
  return (
    <tr ref={reveal} className={styles.row} data-highlighted={isHighlighted || undefined}>
      {columns.map((column, index) => {
        const content = column.isTruncated ? (
          <span className={styles.truncate}>{column.cell(item)}</span>
        ) : (
          column.cell(item)
        );
        const className = cellClass(column, index, styles.cell);
        return column.id === headerId ? (
          <th key={column.id} scope="row" className={className}>
            {content}
          </th>
        ) : (
          <td key={column.id} className={className}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: ItemRowProps<T>) => ReactNode;

/** The first column is pinned while the rest scroll sideways; `end` columns align right. */
function cellClass<T>(column: TableColumn<T>, index: number, ...more: (string | false)[]) {
  return [index === 0 && styles.pinned, column.align === 'end' && styles.alignEnd, ...more].filter(Boolean).join(' ');
}

function skeletonRows(count: number) {
  return Array.from({ length: count }, (_, index) => `loading-${index}`);
}

function EmptyState({ icon, text, action }: TableEmptyState) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon ?? <Inbox size={24} />}
      </span>
      <p className={styles.emptyText}>{text}</p>
      {action}
    </div>
  );
}
