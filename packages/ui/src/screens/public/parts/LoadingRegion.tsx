import type { ReactNode } from 'react';
import * as styles from './StatePanel.css';

export interface LoadingRegionProps {
  /** Read to assistive tech while the skeletons show, e.g. 'Loading plans'. */
  label: string;
  /** The skeletons. */
  children: ReactNode;
  className?: string;
}

/** Skeleton placeholders with a status message, so the wait is announced and not only seen. */
export function LoadingRegion({ label, children, className }: LoadingRegionProps) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        {label}
      </p>
      {children}
    </div>
  );
}
