import type { ReactNode } from 'react';
import { SkeletonRows } from '../Skeleton';
import { StatePanel } from '../StatePanel';
import type { LoadStatus } from './load-status';
import * as styles from './LoadRegion.css';

/** What an empty region says: an icon, the spec's words and the next step. */
export interface LoadRegionEmpty {
  /** An inbox unless given. */
  icon?: ReactNode;
  /** The spec's words, e.g. 'No Plans Available'. */
  title: ReactNode;
  /** A line under the title. */
  text?: ReactNode;
  /** The next step, e.g. a 'Create Post' button. */
  action?: ReactNode;
}

/** What a failed region says; a retry button follows when the region has `onRetry`. */
export interface LoadRegionError {
  /** The spec's words, e.g. 'Unable to Load Plans'. */
  title: ReactNode;
  /** A line under the title. */
  text?: ReactNode;
  /** The retry button's words; 'Try Again' unless told. */
  retryLabel?: string;
  /** Another step beside the retry, e.g. a link back. */
  action?: ReactNode;
}

export interface LoadRegionProps {
  status: LoadStatus;
  /** Read to assistive tech while loading, e.g. 'Loading plans'. */
  loadingLabel: string;
  /** What stands in while loading, shaped like the content; five skeleton rows unless given. */
  skeleton?: ReactNode;
  /** The empty state; without it an empty region shows its content, as a ready one does. */
  empty?: LoadRegionEmpty;
  error: LoadRegionError;
  /** Shows the retry button on the error state. */
  onRetry?: () => void;
  /** The content, shown when ready. */
  children?: ReactNode;
}

/**
 * The one way a list or page shows where its data stands: skeletons while loading (the wait
 * announced, the region marked busy), an icon with the spec's text and the next step when empty,
 * the failure (announced at once) with a retry, else the content.
 */
export function LoadRegion({ status, loadingLabel, skeleton, empty, error, onRetry, children }: LoadRegionProps) {
  if (status === 'loading') {
    return (
      <>
        {/* Outside the busy part: assistive tech may hold back what changes inside it. */}
        <p role="status" className={styles.visuallyHidden}>
          {loadingLabel}
        </p>
        <div aria-busy="true">{skeleton ?? <SkeletonRows />}</div>
      </>
    );
  }

  if (status === 'error') {
    return (
      <StatePanel
        tone="error"
        title={error.title}
        onRetry={onRetry}
        retryLabel={error.retryLabel}
        action={error.action}
      >
        {error.text}
      </StatePanel>
    );
  }

  if (status === 'empty' && empty) {
    return (
      <StatePanel tone="empty" icon={empty.icon} title={empty.title} action={empty.action}>
        {empty.text}
      </StatePanel>
    );
  }

  return <>{children}</>;
}
