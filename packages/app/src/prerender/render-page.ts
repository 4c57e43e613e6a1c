import { lightTheme } from '@causeway/ui/theme';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from '../AppFrame';
import { AppRoutes } from '../routes/AppRoutes';

/**
 * The HTML of one public page at build time (vite.config's prerender step runs this in Node): the
 * same routes and frame the browser hydrates, rendered with every lazy page loaded, as a visitor
 * without a session sees it. Returns the markup of `#root` and the class the document's root needs
 * for the theme.
 */
export async function renderPage(path: string): Promise<{ html: string; htmlClass: string }> {
  const { prelude } = await prerenderToNodeStream(
    createElement(AppFrame, null, createElement(StaticRouter, { location: path }, createElement(AppRoutes))),
    // Every boundary inline: a large one would otherwise be sent hidden, to be shown by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, htmlClass: lightTheme };
}
