import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // `PORT=8080 pnpm start` serves there (and fails if it is taken); without PORT, 4173 or the next free one.
  const port = Number(process.env.PORT) || undefined;
  return {
    plugins: [react(), vanillaExtractPlugin()],
    // A build-time constant, so a real-mode build drops every mock-mode branch and its chunks.
    define: { __MOCK_MODE__: JSON.stringify(!env.VITE_API_BASE_URL) },
    server: { port: port ?? 5173, strictPort: port !== undefined },
    preview: { port: port ?? 4173, strictPort: port !== undefined },
    build: { target: 'es2022', sourcemap: false },
  };
});
