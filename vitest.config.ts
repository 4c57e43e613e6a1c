import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on a 2-core machine). The tests wait on the
    // page as much as they compute, so every core is used (stories share one browser, a page per
    // worker).
    maxWorkers: '100%',
    projects: [
      {
        define: { __MOCK_MODE__: 'false' },
        test: {
          name: 'unit',
          environment: 'node',
          // As the dom files do (below), the files share their workers' modules: loading zod, msw and
          // the mock backend again for each file would be a large part of the step. Every file
          // cleans up what it stubs or starts; the step passes in shuffled orders.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/app/build/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        // App code under test talks to msw/node, not the mock-mode service worker.
        define: { __MOCK_MODE__: 'false' },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // The files share their workers' module registry instead of loading React, the app and the
          // mock backend again for each: every test already starts from a clean app
          // (src/test/mock-api.ts: storage, session atoms, query cache, drafts, toasts, mock data),
          // and the step passes with its files in shuffled orders.
          isolate: false,
          include: ['packages/*/src/**/*.test.tsx', 'mocks/src/**/*.test.tsx'],
          setupFiles: ['./scripts/dom-setup.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'stories',
          // The files share one page and its modules as well: each story mounts afresh, and a story
          // waits for what it checks rather than for its file's first frame (testing/settled-overlay.ts:
          // React Aria's guess at an on-screen keyboard, set off by one file's phone-sized stories,
          // delays the next file's overlays).
          isolate: false,
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
