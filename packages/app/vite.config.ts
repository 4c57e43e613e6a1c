import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
