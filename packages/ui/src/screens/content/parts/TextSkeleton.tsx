import { Skeleton } from '../../../primitives/Skeleton';
import * as contentStyles from './ContentPage.css';
import * as styles from './TextSkeleton.css';

const widths = ['full', 'long', 'full', 'medium', 'full', 'long', 'short'] as const;

/** Paragraph-shaped placeholders for a page whose text is loading. */
export function TextSkeleton({ paragraphs = 2 }: { paragraphs?: number }) {
  return (
    <div className={[contentStyles.skeletonLines, styles.holdsScreen].join(' ')}>
      {Array.from({ length: paragraphs }, (_, paragraph) => (
        <div key={paragraph} className={contentStyles.skeletonLines}>
          <Skeleton shape="title" width="medium" />
          {widths.map((width, line) => (
            <Skeleton key={line} width={width} />
          ))}
        </div>
      ))}
    </div>
  );
}
