import { Link } from 'react-aria-components';
import { LogoMark } from '../../../layout/Logo';
import { emptyIf, LoadRegion, type LoadStatus } from '../../../primitives/LoadRegion';
import { Skeleton } from '../../../primitives/Skeleton';
import type { BackLink } from '../../auth/back-link';
import { ContentPage } from '../parts/ContentPage';
import type { BlogPostSummary } from '../parts/content-types';
import { PostMeta } from '../parts/PostMeta';
import * as styles from './BlogListScreen.css';

export interface BlogListScreenProps {
  /** 'ready' with no posts reads as 'empty'. */
  status: LoadStatus;
  posts: readonly BlogPostSummary[];
  /** Where a post opens: the app's post route for its slug, the next-to-last segment of url_path. */
  postHref: (post: BlogPostSummary) => string;
  onRetry?: () => void;
  backLink?: BackLink;
}

const skeletonCount = 6;
/**
 * The pictures of the first row (three cards at the widest) load at once, the first before all
 * else: one of them is the largest thing a visitor first sees, and a lazy picture waits for layout
 * before it even asks. The rest wait until they are scrolled near.
 */
const eagerPictures = 3;

/** The blog: a card per post with its picture, title, date, reading time, author and intro. */
export function BlogListScreen({ status, posts, postHref, onRetry, backLink }: BlogListScreenProps) {
  return (
    <ContentPage
      title="Blog"
      intro="Ideas and how-tos for teams that run social pages."
      backLink={backLink}
      width="wide"
    >
      <LoadRegion
        status={emptyIf(status, posts.length === 0)}
        loadingLabel="Loading blog posts"
        skeleton={<PostCardSkeletons />}
        empty={{ title: 'No blog posts yet', text: 'New articles will appear here soon.' }}
        error={{ title: 'Failed to load blog posts', text: 'Check your connection and try again.' }}
        onRetry={onRetry}
      >
        <ul className={styles.grid}>
          {posts.map((post, index) => (
            <li key={post.id} className={styles.card}>
              {post.featured_image_url ? (
                <img
                  src={post.featured_image_url}
                  alt=""
                  className={styles.picture}
                  loading={index < eagerPictures ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              ) : (
                <div className={styles.placeholder} aria-hidden="true">
                  <span className={styles.placeholderMark}>
                    <LogoMark />
                  </span>
                </div>
              )}
              <div className={styles.cardBody}>
                <h2 className={styles.title}>
                  {/* The title's link covers the whole card, so the card is one target with one name. */}
                  <Link href={postHref(post)} className={styles.link}>
                    {post.title}
                  </Link>
                </h2>
                <PostMeta post={post} />
                {post.intro && <p className={styles.intro}>{post.intro}</p>}
              </div>
            </li>
          ))}
        </ul>
      </LoadRegion>
    </ContentPage>
  );
}

function PostCardSkeletons() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: skeletonCount }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton shape="image" />
          <div className={styles.cardBody}>
            <Skeleton shape="title" width="long" />
            <Skeleton width="medium" />
            <Skeleton width="full" />
            <Skeleton width="long" />
          </div>
        </div>
      ))}
    </div>
  );
}
