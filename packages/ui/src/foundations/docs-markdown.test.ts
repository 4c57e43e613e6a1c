import { describe, expect, it } from 'vitest';
import storybookConfig from '../../../../.storybook/main';

/*
 * Every docs page (.mdx) compiled as Storybook compiles it (addon-docs' own MDX loader, with the
 * options .storybook/main.ts gives the addon): each table and heading its Markdown writes becomes
 * one, and no table syntax is left as text. Without GitHub's table syntax (remark-gfm) a table is
 * read as one paragraph of pipes and dashes.
 */
const sources = import.meta.glob<string>('../../../*/src/**/*.mdx', { eager: true, query: '?raw', import: 'default' });

type Loader = (
  this: { async: () => (error: Error | null, code?: string) => void; getOptions: () => object; resourcePath: string },
  source: string,
) => void;

/** What addon-docs' MDX plugin hands the compiler: the addon's `mdxPluginOptions` from main.ts. */
function mdxPluginOptions(): object {
  const docs = storybookConfig.addons?.find(
    (addon) => typeof addon !== 'string' && addon.name === '@storybook/addon-docs',
  );
  const options = typeof docs === 'object' ? (docs.options as { mdxPluginOptions?: object } | undefined) : undefined;
  return options?.mdxPluginOptions ?? {};
}

async function compileAsStorybook(source: string, path: string): Promise<string> {
  // addon-docs ships its loader without types: named through a variable, it is not looked up.
  const loaderModule = '@storybook/addon-docs/mdx-loader';
  const { default: loader } = (await import(loaderModule)) as { default: Loader };
  return new Promise((resolve, reject) => {
    loader.call(
      {
        async: () => (error, code) => (error ? reject(error) : resolve(code ?? '')),
        getOptions: mdxPluginOptions,
        resourcePath: path,
      },
      source,
    );
  });
}

/** The Markdown's own lines, code blocks left out. */
function markdownLines(source: string): string[] {
  let inCode = false;
  return source.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) inCode = !inCode;
    return !inCode;
  });
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe.each(Object.entries(sources))('%s', (path, source) => {
  it('renders its tables and headings as elements, with no Markdown left as text', async () => {
    const code = await compileAsStorybook(source, path);
    const lines = markdownLines(source);
    const tables = lines.filter((line) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/.test(line)).length;
    const headings = lines.filter((line) => /^#{1,6}\s/.test(line)).length;
    expect(count(code, /_jsxs?\(_components\.table\b/)).toBe(tables);
    expect(count(code, /_jsxs?\(_components\.h[1-6]\b/)).toBe(headings);
    expect(code).not.toMatch(/\|\s*:?-{3,}/);
    expect(code).not.toMatch(/"#{1,6} /);
  });
});

it('finds the docs pages', () => {
  expect(Object.keys(sources)).toContain('../Introduction.mdx');
});
