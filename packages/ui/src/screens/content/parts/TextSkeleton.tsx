import { Skeleton } from '../../../primitives/Skeleton';
import * as styles from './ContentPage.css';

const widths = ['full', 'long', 'full', 'medium', 'full', 'long', 'short'] as const;

/** Paragraph-shaped placeholders for a page whose text is loading. */
export function TextSkeleton({ paragraphs = 2 }: { paragraphs?: number }) {
  return (
    <div className={styles.skeletonLines}>
      {Array.from({ length: paragraphs }, (_, paragraph) => (
        <div key={paragraph} className={styles.skeletonLines}>
          <Skeleton shape="title" width="medium" />
          {widths.map((width, line) => (
            <Skeleton key={line} width={width} />
          ))}
        </div>
      ))}
    </div>
  );
}
