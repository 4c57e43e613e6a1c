import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the page loads the renderer from: the mock server itself, never a CDN. */
export const rendererPath = '/__mock/docs/api-reference.js';

/** Scalar's standalone bundle, from the installed package (one file, no further downloads). */
export async function rendererScript(): Promise<Buffer> {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return readFile(path.join(path.dirname(entry), 'browser', 'standalone.js'));
}

/**
 * The API reference page: Scalar over `/__mock/openapi.json`. 'Try it' sends to the servers the
 * document names (this mock server). Everything that would reach the internet is off: the default
 * web fonts, telemetry, the agent and MCP panels, the developer tools (share, deploy).
 */
export function docsPage(): string {
  const configuration = {
    url: '/__mock/openapi.json',
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    persistAuth: true,
    documentDownloadType: 'json',
    defaultOpenFirstTag: true,
    showDeveloperTools: 'never',
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Causeway API — mock server</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${rendererPath}"></script>
    <script>
      Scalar.createApiReference('#app', ${JSON.stringify(configuration)});
    </script>
  </body>
</html>
`;
}
