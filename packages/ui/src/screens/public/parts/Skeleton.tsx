import * as styles from './Skeleton.css';

/** A grey placeholder block standing in for content that is loading; hidden from assistive tech. */
export function Skeleton(props: styles.SkeletonVariants) {
  return <span className={styles.skeleton(props)} aria-hidden="true" />;
}
