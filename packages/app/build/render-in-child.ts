import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { renderPage } from '../src/prerender/render-page';

export type Rendered = Awaited<ReturnType<typeof renderPage>>;

/**
 * Renders the pages with the server build's `renderPage` in a Node process of its own, ended once
 * they are done: the app leaves timers behind it (a query's cache keeps its entries for minutes),
 * which would keep the build running.
 */
export function renderInChild(serverEntry: string, paths: readonly string[]): Rendered[] {
  const script = [
    `const { renderPage } = await import(${JSON.stringify(pathToFileURL(serverEntry).href)});`,
    'const pages = [];',
    `for (const path of ${JSON.stringify(paths)}) pages.push(await renderPage(path));`,
    'process.stdout.write(JSON.stringify(pages), () => process.exit(0));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as Rendered[];
}
