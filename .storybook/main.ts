import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/Introduction.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    // The docs pages' Markdown with GitHub's tables (the Introduction's 'What is where'): MDX reads
    // CommonMark alone, where a table is a paragraph of pipes.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // msw's service worker script, shared with the app's mock mode; the Storybook brand mark.
  staticDirs: ['../packages/app/public', { from: './brand', to: '/brand' }],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // App containers in stories use msw through the addon, never the app's own mock mode.
      define: { __MOCK_MODE__: 'false' },
      // Pre-bundled up front so the first browser run does not re-optimise mid-test and flake.
      optimizeDeps: {
        // Crawled up front so every dependency is pre-bundled before the first test runs;
        // a mid-run re-optimisation reloads the page and makes browser tests flake.
        entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.stories.tsx'],
        include: [
          // Imported by compiled .css.ts files, which the crawler does not see.
          '@vanilla-extract/css',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'storybook/test',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
        ],
      },
    }),
};

export default config;
