import { findBlogPostBySlug } from '../domain/content';
import { apiPaths } from '../http/api-paths';
import type { Http } from '../http/create-http';
import { fallbacks } from '../http/messages';
import { pathTo } from '../http/path-to';
import {
  blogPostsReplySchema,
  cmsPageSchema,
  faqPageSchema,
  type BlogPost,
  type CmsPage,
  type FaqPage,
} from '../schemas/cms';

/*
 * The content pages are open to visitors. They go out like every other call (with the token when
 * there is one); a visitor has none, so nothing is sent and nothing is refreshed.
 */

/** GET /cms/pages/privacy-policy/. */
export async function privacyPolicy(http: Http): Promise<CmsPage> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.cms.privacyPolicy),
    reply: cmsPageSchema,
    fallback: fallbacks.cms.privacyPolicy,
  });
}

/** GET /cms/pages/terms-of-service/. */
export async function termsOfService(http: Http): Promise<CmsPage> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.cms.termsOfService),
    reply: cmsPageSchema,
    fallback: fallbacks.cms.termsOfService,
  });
}

/** GET /cms/pages/faq/: the body decoded into sections. */
export async function faq(http: Http): Promise<FaqPage> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.cms.faq),
    reply: faqPageSchema,
    fallback: fallbacks.cms.faq,
  });
}

/** GET /cms/blog-posts/: the `results` list. */
export async function blogPosts(http: Http): Promise<BlogPost[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.cms.blogPosts),
    reply: blogPostsReplySchema,
    fallback: fallbacks.cms.blogPosts,
  });
}

/** The post whose url_path ends in `slug` (from the blog list), or null ('Blog post not found'). */
export async function blogPost(http: Http, slug: string): Promise<BlogPost | null> {
  return findBlogPostBySlug(await blogPosts(http), slug);
}

export const cmsEndpoints = { privacyPolicy, termsOfService, faq, blogPosts, blogPost };
