import { Check, Inbox, Minus } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Checkbox as RACCheckbox,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SelectionMode,
} from 'react-aria-components';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import * as styles from './Table.css';

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

export interface TableProps<T extends { id: Key }> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: TableColumn<T>[];
  items: readonly T[];
  /** The column that names a row for screen readers; the first one unless said otherwise. */
  rowHeader?: string;
  selectionMode?: Exclude<SelectionMode, 'none'>;
  selectedKeys?: 'all' | Iterable<Key>;
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
  /** Called when a row is pressed (or Enter on a focused row). */
  onRowAction?: (key: Key) => void;
  emptyState: TableEmptyState;
  /** Shows skeleton rows and a 'Loading' status in place of the items. */
  isLoading?: boolean;
  loadingLabel?: string;
  loadingRows?: number;
  /** A row to point out, e.g. the post the calendar sent the user to; it is scrolled into view. */
  highlightedKey?: Key | null;
  className?: string;
}

/**
 * A data table on RAC's Table: sticky header, row hover tint, optional selection with checkboxes,
 * an empty state with icon, text and next action, skeleton rows while loading. It scrolls sideways
 * inside its card on small screens with the first column pinned.
 */
export function Table<T extends { id: Key }>({
  columns,
  items,
  rowHeader,
  selectionMode,
  emptyState,
  isLoading = false,
  loadingLabel = 'Loading',
  loadingRows = 5,
  highlightedKey,
  className,
  ...tableProps
}: TableProps<T>) {
  const headerId = rowHeader ?? columns[0]?.id;
  const hasCheckboxes = selectionMode === 'multiple';

  // Brings the highlighted row into view once it is on screen (and again if another row is highlighted).
  const revealHighlighted = useCallback(
    (row: HTMLElement | null) => row?.scrollIntoView({ block: 'nearest' }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new key must give a new ref, so the new row is revealed
    [highlightedKey],
  );

  const pinnedFirst = (index: number) => (index === 0 && !hasCheckboxes ? styles.pinned : undefined);
  const cellClass = (column: TableColumn<T>, index: number) =>
    [styles.cell, pinnedFirst(index), column.align === 'end' && styles.alignEnd].filter(Boolean).join(' ');

  return (
    <div aria-busy={isLoading || undefined} className={[styles.scroller, className].filter(Boolean).join(' ')}>
      <span role="status" className={styles.visuallyHidden}>
        {isLoading ? loadingLabel : ''}
      </span>
      <RACTable {...tableProps} selectionMode={isLoading ? 'none' : selectionMode} className={styles.table}>
        <TableHeader>
          {hasCheckboxes && (
            <Column className={[styles.column, styles.selectionCell, styles.pinned].join(' ')}>
              <SelectionCheckbox />
            </Column>
          )}
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.id === headerId}
              className={[styles.column, pinnedFirst(index), column.align === 'end' && styles.alignEnd]
                .filter(Boolean)
                .join(' ')}
            >
              {column.name}
            </Column>
          ))}
        </TableHeader>
        {isLoading ? (
          // Keyed apart from the items' body: the two take different dependencies, which a body
          // must keep from one render to the next.
          <TableBody key="loading" items={skeletonRows(loadingRows)}>
            {(skeleton) => (
              <Row id={skeleton.id} className={styles.row}>
                {columns.map((column, index) => (
                  <Cell key={column.id} className={[cellClass(column, index), styles.skeletonCell].join(' ')}>
                    <span className={styles.skeleton} />
                    {/* A row needs a name; while loading it is this word. */}
                    {column.id === headerId && <span className={styles.visuallyHidden}>{loadingLabel}</span>}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        ) : (
          <TableBody
            key="items"
            items={items}
            dependencies={[columns, highlightedKey, hasCheckboxes]}
            renderEmptyState={() => <EmptyState {...emptyState} />}
          >
            {(item) => (
              <Row
                id={item.id}
                ref={item.id === highlightedKey ? revealHighlighted : undefined}
                className={styles.row}
                data-highlighted={item.id === highlightedKey || undefined}
                data-action={tableProps.onRowAction ? true : undefined}
              >
                {hasCheckboxes && (
                  <Cell className={[styles.cell, styles.selectionCell, styles.pinned].join(' ')}>
                    <SelectionCheckbox />
                  </Cell>
                )}
                {columns.map((column, index) => (
                  <Cell key={column.id} className={cellClass(column, index)}>
                    {column.isTruncated ? (
                      <span className={styles.truncate}>{column.cell(item)}</span>
                    ) : (
                      column.cell(item)
                    )}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        )}
      </RACTable>
    </div>
  );
}

function skeletonRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({ id: `loading-${index}` }));
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

/** RAC names these 'Select' and 'Select All' through the selection slot. */
function SelectionCheckbox() {
  return (
    <RACCheckbox slot="selection" className={checkboxStyles.button}>
      {({ isSelected, isIndeterminate }) => (
        <span className={[checkboxStyles.box, checkboxStyles.boxStates].join(' ')} aria-hidden="true">
          {isIndeterminate ? (
            <Minus className={checkboxStyles.icon} />
          ) : isSelected ? (
            <Check className={checkboxStyles.icon} />
          ) : null}
        </span>
      )}
    </RACCheckbox>
  );
}
