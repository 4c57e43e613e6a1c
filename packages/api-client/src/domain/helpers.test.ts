import { describe, expect, it } from 'vitest';
import { blogSlug, findBlogPostBySlug, safeRedirectUrl } from './content';
import { postTypeFor, storyTypeFor } from './media';
import { roleLabel } from './team-roles';

describe('media types', () => {
  it('derives the post and story type from the first file', () => {
    expect(postTypeFor(undefined)).toBe('text');
    expect(postTypeFor(new Blob(['x'], { type: 'image/jpeg' }))).toBe('image');
    expect(postTypeFor(new Blob(['x'], { type: 'video/mp4' }))).toBe('video');
    expect(storyTypeFor(new Blob(['x'], { type: 'video/mp4' }))).toBe('video');
    expect(storyTypeFor(new Blob(['x'], { type: 'image/png' }))).toBe('image');
  });
});

describe('team roles', () => {
  it('shows 1 as Owner, 2 as Admin and anything else as Member', () => {
    expect([1, 2, 3, 0, 7].map(roleLabel)).toEqual(['Owner', 'Admin', 'Member', 'Member', 'Member']);
  });
});

describe('content', () => {
  it('takes a post’s slug from the next-to-last segment of its url_path', () => {
    expect(blogSlug('/blog/hello-world/')).toBe('hello-world');
    expect(blogSlug('/home/blog/hello-world/')).toBe('hello-world');
    const posts = [{ url_path: '/blog/a/' }, { url_path: '/blog/b/' }];
    expect(findBlogPostBySlug(posts, 'b')).toBe(posts[1]);
    expect(findBlogPostBySlug(posts, 'c')).toBeNull();
  });

  it('allows redirects only to http(s) URLs', () => {
    expect(safeRedirectUrl('https://checkout.example.com/pay?x=1')).toBe('https://checkout.example.com/pay?x=1');
    expect(safeRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(safeRedirectUrl('/relative')).toBeNull();
    expect(safeRedirectUrl(null)).toBeNull();
  });
});
