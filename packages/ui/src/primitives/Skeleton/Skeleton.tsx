import * as styles from './Skeleton.css';

export type SkeletonProps = styles.SkeletonVariants;

/** A grey placeholder block standing in for content that is loading; hidden from assistive tech. */
export function Skeleton(props: SkeletonProps) {
  return <span className={styles.skeleton(props)} aria-hidden="true" />;
}

export interface SkeletonRowsProps {
  /** How many rows stand in for the list; 5 unless told. */
  rows?: number;
  className?: string;
}

// Rows of slightly different lengths read as a list rather than as a striped block.
const lineWidths = [
  ['medium', 'long'],
  ['short', 'full'],
  ['long', 'medium'],
] as const;

/**
 * A list that is loading: bordered rows, each a title line and a text line. The default wait of
 * every list and page; a screen whose content has a distinct shape (cards, a calendar) draws its own
 * from `Skeleton` blocks.
 */
export function SkeletonRows({ rows = 5, className }: SkeletonRowsProps) {
  return (
    <div className={[styles.rows, className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => {
        const [title, text] = lineWidths[index % lineWidths.length] ?? lineWidths[0];
        return (
          <div key={index} className={styles.row}>
            <Skeleton shape="text" width={title} />
            <Skeleton shape="text" width={text} />
          </div>
        );
      })}
    </div>
  );
}
