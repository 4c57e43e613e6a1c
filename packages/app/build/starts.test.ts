import { describe, expect, it } from 'vitest';
import { chunksAhead, type BuiltFile } from './chunks-ahead';
import { serverTextStart, signedInStart, startMatches } from './starts';

const chunk = (fileName: string, modules: string[], imports: string[] = []): BuiltFile => ({
  type: 'chunk',
  fileName,
  facadeModuleId: `/app/${modules[0]}`,
  moduleIds: modules.map((module) => `/app/${module}`),
  imports,
});

const bundle: Record<string, BuiltFile> = {
  'assets/BlogPostPage.js': chunk('assets/BlogPostPage.js', ['src/content/BlogPostPage.tsx'], ['assets/query.js']),
  'assets/query.js': chunk('assets/query.js', ['src/query.ts', 'src/api.ts'], ['assets/framework.js']),
  'assets/framework.js': chunk('assets/framework.js', ['node_modules/react/index.js']),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};

describe("an address's start", () => {
  it("matches a server-text page's pattern, a `:name` being one segment", () => {
    const start = serverTextStart(
      { path: '/blog/:slug', call: '/cms/blog-posts/', ahead: [] },
      'https://api.example/v1/',
      [],
    );
    expect(start.fetch).toBe('https://api.example/v1/cms/blog-posts/');
    expect(['/blog/hello', '/blog/hello/'].map((path) => startMatches(start, path))).toEqual([true, true]);
    expect(['/blog', '/blog/a/b', '/blogs/a'].map((path) => startMatches(start, path))).toEqual([false, false, false]);
  });

  it('matches its signed-in address, for a visitor with a session', () => {
    const start = signedInStart({ path: '/team/queues', ahead: [] }, ['/assets/QueuePage.js']);
    expect(start).toMatchObject({ signedIn: true, modules: ['/assets/QueuePage.js'] });
    expect(['/team/queues', '/team/queues/'].map((path) => startMatches(start, path))).toEqual([true, true]);
    expect(['/team', '/team/queues/x', '/'].map((path) => startMatches(start, path))).toEqual([false, false, false]);
  });

  it("matches every address under an area's root with '/*'", () => {
    const start = signedInStart({ path: '/team/*', ahead: [] }, ['/assets/PublishPage.js']);
    expect(['/team', '/team/', '/team/anything/else'].map((path) => startMatches(start, path))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/teams', '/', '/login'].map((path) => startMatches(start, path))).toEqual([false, false, false]);
  });
});

describe('the chunks ahead of a page', () => {
  it('are the chunks holding its modules and what they import statically, each after its imports', () => {
    const files = chunksAhead(bundle, ['src/content/BlogPostPage.tsx', 'src/api.ts'], {
      root: '/app',
      base: '/',
      of: '/blog/:slug',
    });
    expect(files).toEqual(['/assets/framework.js', '/assets/query.js', '/assets/BlogPostPage.js']);
  });

  it('stop the build when a module is in no chunk', () => {
    expect(() => chunksAhead(bundle, ['src/Gone.tsx'], { root: '/app', base: '/', of: '/gone' })).toThrow(
      '/gone: src/Gone.tsx is in no chunk',
    );
  });
});
