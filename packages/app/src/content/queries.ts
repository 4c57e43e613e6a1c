import { queryOptions } from '@tanstack/react-query';
import { cms } from './cms-calls';

export const contentKeys = {
  all: ['cms'] as const,
  page: (slug: 'privacy-policy' | 'terms-of-service' | 'faq') => [...contentKeys.all, 'page', slug] as const,
  blogPosts: () => [...contentKeys.all, 'blog-posts'] as const,
};

/** Public CMS content: cached like any server state; the blog list and a post share one list. */
export const contentQueries = {
  privacyPolicy: () =>
    queryOptions({ queryKey: contentKeys.page('privacy-policy'), queryFn: () => cms.privacyPolicy() }),
  termsOfService: () =>
    queryOptions({ queryKey: contentKeys.page('terms-of-service'), queryFn: () => cms.termsOfService() }),
  faq: () => queryOptions({ queryKey: contentKeys.page('faq'), queryFn: () => cms.faq() }),
  blogPosts: () => queryOptions({ queryKey: contentKeys.blogPosts(), queryFn: () => cms.blogPosts() }),
};
