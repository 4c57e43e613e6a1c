import { formatContentDate, formatReadingTime, machineDate } from './content-format';
import type { BlogPostSummary } from './content-types';
import * as styles from './PostMeta.css';

/**
 * A post's author, then its date and reading time with a dot between. The author is its own
 * group, so a narrow card wraps between the groups and never starts a line with a dot.
 */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  const when = [
    post.date && (
      <time key="date" dateTime={machineDate(post.date)}>
        {formatContentDate(post.date)}
      </time>
    ),
    post.reading_time != null && post.reading_time !== '' && (
      <span key="reading">{formatReadingTime(post.reading_time)}</span>
    ),
  ].filter(Boolean);
  if (!post.author_name && when.length === 0) return null;
  return (
    <p className={styles.meta}>
      {post.author_name && <span className={styles.author}>By {post.author_name}</span>}
      {when.length > 0 && <span className={styles.when}>{when}</span>}
    </p>
  );
}
