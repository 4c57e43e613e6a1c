import { blogSlug } from '@causeway/api-client/domain';
import { BlogListScreen } from '@causeway/ui/screens/content/BlogListScreen';
import { useQuery } from '@tanstack/react-query';
import { generatePath } from 'react-router';
import { useHoldPageShown } from '../routes/page-shown';
import { paths } from '../routes/paths';
import { contentQueries } from './queries';
import { contentStatus } from './status';
import { useBackLink } from './use-back-link';

export function BlogListPage() {
  const posts = useQuery(contentQueries.blogPosts());
  useHoldPageShown(posts.isPending);
  return (
    <BlogListScreen
      status={contentStatus(posts)}
      posts={posts.data ?? []}
      postHref={(post) => generatePath(paths.blogPost, { slug: blogSlug(post.url_path) })}
      onRetry={() => void posts.refetch()}
      backLink={useBackLink()}
    />
  );
}
