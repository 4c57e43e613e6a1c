import { findBlogPostBySlug } from '@causeway/api-client/domain';
import { BlogPostScreen } from '@causeway/ui/screens/content/BlogPostScreen';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useHoldPageShown } from '../routes/page-shown';
import { contentQueries } from './queries';
import { useBackLink } from './use-back-link';

/** /blog/{slug}: the post whose url_path has the slug as its next-to-last segment. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const posts = useQuery(contentQueries.blogPosts());
  useHoldPageShown(posts.isPending);
  const post = posts.data ? findBlogPostBySlug(posts.data, slug) : null;
  const status = posts.isError ? 'error' : posts.isPending ? 'loading' : post ? 'ready' : 'empty';
  return <BlogPostScreen status={status} post={post} onRetry={() => void posts.refetch()} backLink={useBackLink()} />;
}
