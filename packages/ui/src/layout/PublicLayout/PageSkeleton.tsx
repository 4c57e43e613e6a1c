import { Skeleton } from '../../primitives/Skeleton';
import { visuallyHidden } from '../../theme/layout.css';
import { publicColumn } from '../public-column.css';
import * as styles from './PageSkeleton.css';

const lineWidths = ['full', 'long', 'full', 'medium'] as const;

/**
 * A public page whose code is still on the way: a heading, a lead and two blocks of lines in the
 * page column, holding a screen's height so the footer stays below the fold. It fades in only after
 * a moment, so a fast load goes straight from the old page to the new one.
 */
export function PageSkeleton() {
  return (
    <div className={[publicColumn, styles.page].join(' ')}>
      <p role="status" className={visuallyHidden}>
        Loading page
      </p>
      <div className={styles.blocks} aria-hidden="true">
        <div className={styles.lines}>
          <Skeleton shape="price" width="medium" />
          <Skeleton width="long" />
        </div>
        {[0, 1].map((block) => (
          <div key={block} className={styles.lines}>
            <Skeleton shape="title" width="short" />
            {lineWidths.map((width, line) => (
              <Skeleton key={line} width={width} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
