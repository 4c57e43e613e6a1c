import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { siteFiles } from './site-files';

export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // `PORT=8080 pnpm start` serves there (and fails if it is taken); without PORT, 4173 or the next free one.
  const port = Number(process.env.PORT) || undefined;
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      siteFiles(env.VITE_SITE_URL || `http://localhost:${port ?? 4173}`),
      ...(await treemap()),
    ],
    // A build-time constant, so a real-mode build drops every mock-mode branch and its chunks.
    define: { __MOCK_MODE__: JSON.stringify(!env.VITE_API_BASE_URL) },
    server: { port: port ?? 5173, strictPort: port !== undefined },
    preview: { port: port ?? 4173, strictPort: port !== undefined },
    build: { target: 'es2022', sourcemap: false },
  };
});

/**
 * `pnpm bench --treemap` sets TREEMAP_FILE: the build then writes a treemap of what each chunk holds
 * (gzip sizes) there. Loaded only then, so ordinary builds do not pay for it.
 */
async function treemap() {
  const filename = process.env.TREEMAP_FILE;
  if (!filename) return [];
  const { visualizer } = await import('rollup-plugin-visualizer');
  return [visualizer({ filename, template: 'treemap', gzipSize: true, title: 'Causeway: what each chunk holds' })];
}
