import { lightTheme } from '@causeway/ui/theme';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame, appRouteTree } from '../AppFrame';

/**
 * The HTML of one public page at build time (vite.config's prerender step runs this in Node): the
 * same routes and frame the browser hydrates, rendered with every lazy page loaded, as a visitor
 * without a session sees it. Returns the markup of `#root` and the class the document's root needs
 * for the theme.
 */
export async function renderPage(path: string): Promise<{ html: string; htmlClass: string }> {
  const handler = createStaticHandler(appRouteTree);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages are prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    createElement(AppFrame, null, createElement(StaticRouterProvider, { router, context, hydrate: false })),
    // Every boundary inline: a large one would otherwise be sent hidden, to be shown by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, htmlClass: lightTheme };
}
