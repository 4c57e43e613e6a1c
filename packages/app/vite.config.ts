import { apiPaths } from '@causeway/api-client/paths';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { fileURLToPath } from 'node:url';
import { codeAreas } from './build/code-areas';
import { apiPreconnect } from './build/api-preconnect';
import { prerender, type PrerenderedPage, type ServerTextPage, type SignedInPage } from './build/prerender';
import { routerTreeShaking } from './build/router-tree-shaking';
import { securityHeaders } from './build/security-headers';
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
        : [
            prerender({
              pages: prerenderedPages,
              siteUrl,
              apiBaseUrl: env.VITE_API_BASE_URL ?? '',
              serverTextPages,
              signedInPages,
            }),
          ]),
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
      // The prerender's own build (for Node) is one process's modules: it needs none of this.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            preserveEntrySignatures: false as const,
            output: {
              /**
               * How the browser build's code is split into files (docs/performance.md). On a slow line each file
               * is a request, six at a time over HTTP/1.1, so a page should ask for few:
               * - React, React DOM and the router, which every page runs, are one file; the query library, the
               *   HTTP client and the schema library, which every call needs, another;
               * - the project's own modules that several chunks share go into a file by where they are used
               *   (build/code-areas.ts);
               * - any other small common chunk the bundler makes is written into the chunks that use it; one
               *   that holds styles stays a file, as its styles must be emitted once. (The bundler keeps one
               *   instance of each module however many chunks carry it.)
               */
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                  { name: 'api', test: /[\\/]node_modules[\\/](@tanstack[\\/]query-core|ky|zod)[\\/]/ },
                  {
                    debugName: 'code areas',
                    name: codeAreas({
                      app: appFile('src/start-app.tsx'),
                      signedInData: appFile('src/routes/signed-in-data.ts'),
                      signedInFrame: [appFile('src/routes/ProtectedLayout.tsx'), appFile('src/shell/ShellLayout.tsx')],
                      signedInRoutes: [
                        appFile('src/routes/TeamRoutes.tsx'),
                        appFile('src/routes/ControlTowerRoutes.tsx'),
                      ],
                      publicRoutes: [appFile('src/routes/PublicRoutes.tsx'), appFile('src/routes/AppRoutes.tsx')],
                      authRoutes: [appFile('src/routes/AuthRoutes.tsx')],
                    }),
                    includeDependenciesRecursively: false,
                  },
                ],
                experimentalInlineCommonChunks: { maxSize: 160_000, exclude: /\.css$/ },
              },
            },
          },
    },
  };
});

/**
 * What a real-mode build paints from HTML: the landing, help, login and sign-up pages whole, and the frames
 * of the pages whose text comes from the server, with their loading states. The blog is drawn by the app:
 * taking over its painted frame would cost more than its early paint gains. A visitor with a session is
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
const withServerText = (page: string) => ['src/public/PublicShell.tsx', 'src/routes/QueriesLayout.tsx', page];
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

function appFile(file: string): string {
  return fileURLToPath(new URL(file, import.meta.url));
}

/**
 * What a signed-in address draws (its lazy layers and page), named in the HTML for a visitor with a
 * session so they load beside the framework and the data (routes/signed-in-data.ts); first match wins.
 */
const signedInData = 'src/routes/signed-in-data.ts';
const appEntry = 'src/start-app.tsx';
const signedInFrame = [appEntry, 'src/routes/ProtectedLayout.tsx', 'src/shell/ShellLayout.tsx'];
/**
 * A page whose calls need code of their own names it (`calls`), so it is not a round trip later. It
 * comes after React and the app's chunk: the page waits longer on them than on its data, and before
 * them it would hold React's file back from the first connections.
 */
const publishing = (page: string, calls: string[] = []) => [signedInData, appEntry, ...calls, ...signedInFrame, page];
const settings = (page: string) => [signedInData, ...signedInFrame, 'src/shell/ControlTowerFrame.tsx', page];
const { team, controlTower: ct } = paths;
const signedInPages: SignedInPage[] = [
  ...[paths.home, team.publish, team.publishStory, team.publishReel].map((path) => ({
    path,
    ahead: publishing('src/publishing/PublishPage.tsx'),
  })),
  ...[team.drafts, team.analytics].map((path) => ({ path, ahead: publishing('src/shell/ComingSoonPages.tsx') })),
  { path: team.queues, ahead: publishing('src/queue/QueuePage.tsx') },
  { path: team.publishHistory, ahead: publishing('src/history/PublishHistoryPage.tsx', ['src/history/page-calls.ts']) },
  { path: team.bulkDelete, ahead: publishing('src/bulk-delete/BulkDeletePage.tsx') },
  { path: team.calendar, ahead: publishing('src/calendar/CalendarPage.tsx', ['src/calendar/page-calls.ts']) },
  { path: `${team.root}/*`, ahead: publishing('src/publishing/PublishPage.tsx') },
  { path: ct.personal, ahead: settings('src/account/PersonalPage.tsx') },
  { path: ct.security, ahead: settings('src/account/SecurityPage.tsx') },
  ...[ct.plan, ct.pricing].map((path) => ({ path, ahead: settings('src/billing/PurchasePlanPage.tsx') })),
  { path: ct.billing, ahead: settings('src/billing/BillingPage.tsx') },
  { path: ct.teamManagement, ahead: settings('src/team-management/TeamManagementPage.tsx') },
  { path: ct.manageSocialAccount, ahead: settings('src/social/ManageSocialAccountPage.tsx') },
  { path: `${ct.root}/*`, ahead: settings('src/shell/ComingSoonPages.tsx') },
];
