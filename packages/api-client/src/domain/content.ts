import type { BlogPost } from '../schemas/cms';

/**
 * A blog post's slug: the next-to-last segment of its url_path ('/blog/my-post/' → 'my-post').
 * A path without the trailing slash gives its last segment, the same post.
 */
export function blogSlug(urlPath: string): string {
  const segments = urlPath.split('/').filter((segment) => segment !== '');
  return segments.at(-1) ?? '';
}

export function findBlogPostBySlug<T extends Pick<BlogPost, 'url_path'>>(posts: readonly T[], slug: string): T | null {
  return posts.find((post) => blogSlug(post.url_path) === slug) ?? null;
}

/** A server-given URL the browser may be sent to (checkout, invoice, card setup): only http(s). */
export function safeRedirectUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
