import { fileURLToPath } from 'node:url';
import { apiPaths } from '@causeway/api-client/paths';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiPreconnect } from './build/api-preconnect';
import { prerender, type PrerenderedPage, type ServerTextPage } from './build/prerender';
import { routerTreeShaking } from './build/router-tree-shaking';
import { securityHeaders } from './build/security-headers';
import { signedInChunk } from './build/signed-in-chunk';
import { siteFiles } from './build/site-files';
import { paths } from './src/routes/paths';

export default defineConfig(async ({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // `PORT=8080 pnpm start` serves there (and fails if it is taken); without PORT, 4173 or the next free one.
  const port = Number(process.env.PORT) || undefined;
  const siteUrl = env.VITE_SITE_URL || `http://localhost:${port ?? 4173}`;
  const mockMode = !env.VITE_API_BASE_URL;
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      siteFiles(siteUrl),
      apiPreconnect(env.VITE_API_BASE_URL),
      // React Router's unused components left out (router-tree-shaking.ts).
      routerTreeShaking(),
      // React Aria ships its texts ('Previous', 'Selected Date: ...', the toasts' and menus' labels)
      // in 34 languages. The app speaks en-GB only, whose texts are React Aria's en-US set: the rest
      // is left out of the bundle.
      optimizeLocales.vite({ locales: ['en-US'] }),
      // A real-mode build paints the public pages known at build time from HTML. Mock mode (trying
      // the app, reviewing its states) draws every page in the browser: its tester panel and msw start there.
      ...(mockMode
        ? []
        : [prerender(prerenderedPages, siteUrl, { apiBaseUrl: env.VITE_API_BASE_URL ?? '', pages: serverTextPages })]),
      // The treemap is the browser's build; the prerender's own build (SSR) would write over it.
      ...(isSsrBuild ? [] : await treemap()),
      securityHeaders(env),
    ],
    // A build-time constant, so a real-mode build drops every mock-mode branch and its chunks.
    define: { __MOCK_MODE__: JSON.stringify(mockMode) },
    server: { port: port ?? 5173, strictPort: port !== undefined },
    preview: { port: port ?? 4173, strictPort: port !== undefined },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        // React, React DOM and the router run on every page: one file, not six (fewer requests,
        // and 3 KB less gzip on every route than compressing the pieces apart).
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // What every page loads before it is usable (React Aria's text field, buttons and links
              // and the hooks they share, the icon base, the app's store and session, the design tokens,
              // the server's error type): one file, rather than 20 small ones each page asked for apart
              // (/privacy-policy 47 -> 25 files, /login 46 -> 29). Each file is a request and a
              // modulepreload appended to the page, about 0.8 ms of main thread each unthrottled.
              // Their imports come with them.
              { name: 'core', test: everyPageLoads },
              // TanStack Query and the app's client for it: pages with server text and signed-in pages
              // load all of it; /login none.
              {
                name: 'query',
                test: /([\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]app[\\/]src[\\/](query-client|routes[\\/]WithQueries)\.tsx?$)/,
                includeDependenciesRecursively: false,
              },
              // React Aria's overlay machinery (popovers, modals, menus, collections, selection): one
              // file, loaded after a page is shown (deferred-code.ts in @causeway/ui). Left to the
              // bundler, each deferred control's chunk shares a different part of it: / loaded 165.0 KB
              // once idle in 49 files rather than 160 KB. Press responders and the text field's
              // collection check (collections/Hidden) stay out: pages use them before they are shown,
              // and one such module here would bring the whole file before it (/team/publish 248.7 KB
              // with PressResponder in it).
              {
                name: 'overlays',
                test: /[\\/]react-(aria[\\/]dist[\\/]private[\\/]((overlays|menu|selection|dialog|separator)[\\/]|collections[\\/](?!Hidden)|focus[\\/](virtualFocus|FocusScope)|utils[\\/]shadowdom[\\/]ShadowTreeWalker|i18n[\\/]useCollator|interactions[\\/](useContextMenu|useInteractOutside|useLongPress)|utils[\\/](animation|getScrollParents|isScrollable|keyboard|runAfterKeyboard|scrollIntoView|useDescription|useLoadMoreSentinel|useResizeObserver|useUpdateLayoutEffect|useViewportSize)\.)|aria-components[\\/]dist[\\/]private[\\/](Collection|Dialog|Header|Menu|Modal|Popover|Separator|OverlayArrow|SelectionIndicator|SharedElementTransition)\.mjs|stately[\\/]dist[\\/]private[\\/](collections|menu|overlays|selection|tree)[\\/])|[\\/]ui[\\/]src[\\/]utils[\\/]use-return-focus\.ts$/,
                includeDependenciesRecursively: false,
              },
              // When a page counts as shown, and the deferred code that waits for it: every frame
              // (public and signed-in) and the pages with text of their own use them. One small file
              // rather than three.
              {
                name: 'page-shown',
                test: /([\\/]ui[\\/]src[\\/]utils[\\/]deferred-code|[\\/]app[\\/]src[\\/]routes[\\/]page-shown|[\\/]LandingScreen[\\/]scroll-to-features)\.ts$/,
                includeDependenciesRecursively: false,
              },
              // What the shell and the signed-in pages share and no public page uses: one file loaded
              // with the shell, not a file per badge, dialog and query (signed-in-chunk.ts):
              // /team/publish 260.1 -> 257.6 KB, 98 -> 90 files.
              {
                debugName: 'signed-in',
                name: signedInChunk({
                  shell: appFile('src/shell/ShellLayout.tsx'),
                  layouts: [appFile('src/routes/ProtectedLayout.tsx')],
                  routeModules: [appFile('src/routes/TeamRoutes.tsx'), appFile('src/routes/ControlTowerRoutes.tsx')],
                }),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});

/** The modules of the 'core' chunk (see its group). */
const everyPageLoads = new RegExp(
  [
    String.raw`/react-aria(-components)?/dist/private/(Input|TextField|TextArea|textfield/useTextField|Button|Link|ProgressBar|i18n/(I18nProvider|useDefaultLocale|utils))\.mjs$`,
    String.raw`/lucide-react/dist/esm/(shared/|context|Icon|createLucideIcon)`,
    String.raw`/@vanilla-extract/recipes/`,
    String.raw`/jotai/dist/`,
    String.raw`/ui/src/(theme/(tokens|layout\.css|responsive-space)|primitives/(Button|Link|Stack)/|primitives/UiProvider/ui-paths|layout/Logo/)`,
    String.raw`/app/src/(config|store|lib/(storage|navigation)|session/atoms)\.ts$`,
    String.raw`/api-client/src/http/api-error\.ts$`,
  ]
    .join('|')
    .replaceAll('/', String.raw`[\\/]`),
);

function appFile(file: string): string {
  return fileURLToPath(new URL(file, import.meta.url));
}

/**
 * What a real-mode build paints from HTML: the landing, help, login and sign-up pages whole, and the frames
 * of the pages whose text comes from the server, with their loading states. (The blog's frame was
 * tried and left out: its take-over cost far more than its early paint gained, README.) A visitor with a session is
 * drawn each page by the app (the landing page sends them on; the others may read their session).
 */
const prerenderedPages: PrerenderedPage[] = [
  { path: paths.landing, page: 'landing' },
  { path: paths.help, page: 'help' },
  { path: paths.login, page: 'login' },
  { path: paths.register, page: 'register' },
  // Their text comes from the server (serverTextPages).
  { path: paths.pricing, page: 'pricing' },
  { path: paths.faq, page: 'faq' },
  { path: paths.privacyPolicy, page: 'privacyPolicy' },
  { path: paths.termsOfService, page: 'termsOfService' },
];

/**
 * The public pages whose text comes from the server in one call a visitor makes: their boot script
 * starts the call and the route's chunks with the entry's (prerender.ts). Each call must be the one
 * the page's query makes, path for path (e2e/prerendered-pages.real-mode.spec.ts checks it is used).
 */
const withServerText = (page: string) => ['src/public/PublicShell.tsx', 'src/routes/WithQueries.tsx', page];
const serverTextPages: ServerTextPage[] = [
  { path: paths.pricing, call: apiPaths.billing.plans, ahead: withServerText('src/public/PricingPage.tsx') },
  { path: paths.faq, call: apiPaths.cms.faq, ahead: withServerText('src/content/FaqPage.tsx') },
  {
    path: paths.privacyPolicy,
    call: apiPaths.cms.privacyPolicy,
    ahead: withServerText('src/content/LegalPage.tsx'),
  },
  {
    path: paths.termsOfService,
    call: apiPaths.cms.termsOfService,
    ahead: withServerText('src/content/LegalPage.tsx'),
  },
  // Not prerendered: served the landing page's file, whose boot script starts theirs. A post is
  // found in the blog's list (api-client, cms.ts).
  { path: paths.blog, call: apiPaths.cms.blogPosts, ahead: withServerText('src/content/BlogListPage.tsx') },
  { path: paths.blogPost, call: apiPaths.cms.blogPosts, ahead: withServerText('src/content/BlogPostPage.tsx') },
];

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
