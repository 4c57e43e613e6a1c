import { Link } from 'react-aria-components';
import { button } from '../../../primitives/Button/Button.css';
import { LoadRegion, type LoadStatus } from '../../../primitives/LoadRegion';
import { RichText } from '../../../primitives/RichText';
import { Skeleton } from '../../../primitives/Skeleton';
import { useUiPaths, type UiPaths } from '../../../primitives/UiProvider';
import type { BackLink } from '../../auth/back-link';
import { ContentPage } from '../parts/ContentPage';
import type { BlogPostContent } from '../parts/content-types';
import { PostMeta } from '../parts/PostMeta';
import { holdsScreen } from '../parts/TextSkeleton.css';
import * as styles from './BlogPostScreen.css';

export interface BlogPostScreenProps {
  /** 'empty', or 'ready' without a post: no post has this address ('Blog post not found'). */
  status: LoadStatus;
  post?: BlogPostContent | null;
  onRetry?: () => void;
  /** The back link above the post; the blog unless the `from` query parameter says otherwise. */
  backLink?: BackLink;
}

/** A post's back link without a `from` query parameter: the blog, wherever the route table puts it. */
export function blogBackLink(paths: UiPaths): BackLink {
  return { href: paths.blog, label: 'Back to Blog' };
}

/** One blog post: title, date, reading time, author, featured picture, intro and sanitised body. */
export function BlogPostScreen({ status, post, onRetry, backLink: givenBackLink }: BlogPostScreenProps) {
  const paths = useUiPaths();
  const backLink = givenBackLink ?? blogBackLink(paths);
  if (status === 'loading' || status === 'error') {
    return (
      <ContentPage backLink={backLink}>
        <LoadRegion
          status={status}
          loadingLabel="Loading blog post"
          skeleton={<PostSkeleton />}
          error={{ title: 'Failed to load blog posts', text: 'Check your connection and try again.' }}
          onRetry={onRetry}
        />
      </ContentPage>
    );
  }

  // Not found is a page of its own, with its heading, rather than a panel inside the post's frame.
  // It holds the screen as the loading state did, so the footer does not rise into view.
  if (status === 'empty' || !post) {
    return (
      <ContentPage title="Blog post not found" backLink={backLink}>
        <div className={[styles.notFound, holdsScreen].join(' ')}>
          <p className={styles.notFoundLine}>The post may have been moved or taken down.</p>
          <Link href={paths.blog} className={[button({ variant: 'primary' }), styles.allPosts].join(' ')}>
            See all posts
          </Link>
        </div>
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

function PostSkeleton() {
  return (
    <div className={[styles.skeleton, holdsScreen].join(' ')}>
      <Skeleton shape="title" width="long" />
      <Skeleton width="medium" />
      <Skeleton shape="image" />
      <Skeleton width="full" />
      <Skeleton width="long" />
      <Skeleton width="full" />
      <Skeleton width="short" />
    </div>
  );
}
