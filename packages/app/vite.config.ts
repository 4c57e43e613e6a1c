import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), vanillaExtractPlugin()],
    // A build-time constant, so a real-mode build drops every mock-mode branch and its chunks.
    define: { __MOCK_MODE__: JSON.stringify(!env.VITE_API_BASE_URL) },
    server: { port: 5173 },
    preview: { port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: false },
  };
});
