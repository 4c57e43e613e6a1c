import { Link } from 'react-aria-components';
import { button } from '../../../primitives/Button/Button.css';
import { RichText } from '../../../primitives/RichText';
import type { BackLink } from '../../auth/back-link';
import { LoadingRegion } from '../../public/parts/LoadingRegion';
import { Skeleton } from '../../public/parts/Skeleton';
import { StatePanel } from '../../public/parts/StatePanel';
import { ContentPage } from '../parts/ContentPage';
import type { BlogPostContent } from '../parts/content-types';
import { PostMeta } from '../parts/PostMeta';
import * as styles from './BlogPostScreen.css';

export type BlogPostStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface BlogPostScreenProps {
  status: BlogPostStatus;
  post?: BlogPostContent | null;
  onRetry?: () => void;
  /** The back link above the post; the blog unless the `from` query parameter says otherwise. */
  backLink?: BackLink;
}

export const blogBackLink: BackLink = { href: '/blog', label: 'Back to Blog' };

/** One blog post: title, date, reading time, author, featured picture, intro and sanitised body. */
export function BlogPostScreen({ status, post, onRetry, backLink = blogBackLink }: BlogPostScreenProps) {
  if (status === 'not-found') {
    return (
      <ContentPage title="Blog post not found" backLink={backLink}>
        <p className={styles.notFoundLine}>The post may have been moved or taken down.</p>
        <Link href="/blog" className={[button({ variant: 'primary' }), styles.allPosts].join(' ')}>
          See all posts
        </Link>
      </ContentPage>
    );
  }

  if (status === 'error') {
    return (
      <ContentPage backLink={backLink}>
        <StatePanel tone="error" title="Failed to load blog posts" onRetry={onRetry}>
          Check your connection and try again.
        </StatePanel>
      </ContentPage>
    );
  }

  if (status === 'loading' || !post) {
    return (
      <ContentPage backLink={backLink}>
        <LoadingRegion label="Loading blog post" className={styles.skeleton}>
          <Skeleton shape="title" width="long" />
          <Skeleton width="medium" />
          <Skeleton shape="image" />
          <Skeleton width="full" />
          <Skeleton width="long" />
          <Skeleton width="full" />
          <Skeleton width="short" />
        </LoadingRegion>
      </ContentPage>
    );
  }

  return (
    <ContentPage title={post.title} backLink={backLink} meta={<PostMeta post={post} />}>
      {post.featured_image_url && <img src={post.featured_image_url} alt="" className={styles.picture} />}
      {post.intro && <p className={styles.intro}>{post.intro}</p>}
      <RichText html={post.body} />
    </ContentPage>
  );
}
