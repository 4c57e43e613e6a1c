import type { ReactNode, RefObject } from 'react';
import * as styles from './DeferredHost.css';

/** The element around a deferred control's stand-in and the control: no box of its own. */
export function DeferredHost({
  hostRef,
  children,
}: {
  hostRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div ref={hostRef} className={styles.host}>
      {children}
    </div>
  );
}
