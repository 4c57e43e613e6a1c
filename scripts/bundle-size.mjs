// Measures the JavaScript a route loads before first paint, gzip: the entry script of the built
// index.html and every module it preloads, plus the chunks listed for the route in the manifest.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size in bytes of the JS that `index.html` in `distDir` loads up front. */
export function initialJsGzip(distDir, extraChunks = []) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((m) => m[1]),
  );
  for (const chunk of extraChunks) files.add(chunk);
  let total = 0;
  for (const file of files) {
    const path = join(distDir, file);
    if (existsSync(path)) total += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return { bytes: total, files: [...files] };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
