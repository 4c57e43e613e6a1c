// The JS each budgeted route may load before it is usable (gzip), and the judgement of a
// measurement against them. Budgets are ARCHITECTURE.md's; a ceiling is the figure a route stands at
// while it is still over its budget, so that `pnpm test` fails when it grows and no later than that.
// Lower a ceiling whenever a route shrinks; remove it once the route meets its budget.

const KB = 1024;

export const sizeBudgets = [
  // / is painted from prerendered HTML (packages/app/build/prerender.ts): no script is needed, or
  // requested, before it shows. Its scripts load after that paint and make the nav's menus work;
  // they are guarded by `loadedCeiling`, what the page loads in all once the network is idle.
  // 188.5 -> 171.3 KB on 2026-11-26 without the data router (lib/leave-gate.ts); -> 164.1 KB with
  // the toast region's code loaded at the first press or key (routes/LazyToaster.tsx); -> 160.0 KB
  // without React Router's unused components (packages/app/build/router-tree-shaking.ts).
  // 160.0 -> 161.5 KB on 2026-11-27: the menus, lists, tooltips and dialogs of every page load after
  // it is shown (@causeway/ui's deferred-code.ts), each from a chunk of its own; React Aria's overlay
  // code stays one file (the 'overlays' group in vite.config.ts), but a few small shared pieces
  // became files of their own after the first paint. /team/publish lost 42.7 KB by it.
  // 161.5 -> 162.0 KB on 2026-11-27: the nav's menus wait, as the signed-in pages' controls do,
  // until a page is shown (a page with text from the server once that text has come: routes/
  // page-shown.ts), which brings that small module here; the landing page's scroll to its features
  // is apart from its screen, so the other public pages no longer load the landing page (-2.5 KB
  // once idle on /privacy-policy and /faq).
  // 162.0 -> 162.1 KB on 2026-11-27: a lazy page whose code came ahead renders in the same pass as
  // the page around it, with no fallback shown for a moment (routes/lazy-page.ts).
  // 162.1 -> 157.0 KB on 2026-11-27: what every page loads in one file, and TanStack Query in
  // another ('core' and 'query' in vite.config.ts), not 30 small ones. -> 157.1 KB the same day: the
  // nav's menus open for a press made before the take-over (ui's utils/pressed-before-takeover.ts);
  // -> 157.21 KB: Escape closes a hover-opened menu, which stays shut under a resting pointer (Menu.tsx).
  { route: '/', budget: 100 * KB, loadedCeiling: 157.3 * KB },
  // /login: 161.5 -> 144.4 KB on 2026-11-26, without the data router: the app's routes run on a
  // plain history behind the leave gate (lib/leave-gate.ts). 144.4 -> 143.2 KB the same day: React
  // Aria's text input in one file with the text field (vite.config.ts); -> 141.8 KB with the toast
  // queue apart from the toast region's code.
  // Painted from prerendered HTML since 2026-11-26 too, but its form is usable only once the app has
  // it (what was typed before is handed over then: src/prerender/typed-before-takeover.ts), so it
  // is measured until that moment, not its first paint. 141.8 -> 143.8 KB then: the toast queue and
  // its store (1.6 KB), which load after the first paint, now come before the form is the app's.
  // 143.8 -> 139.6 KB without React Router's unused components (packages/app/build/router-tree-shaking.ts).
  // 139.7 -> 129.5 KB on 2026-11-27, within its budget: signing in keeps its request state without
  // TanStack Query (auth/use-sign-in-request.ts), so the query library and its provider load only
  // on the pages that query. -> 124.0 KB in 29 files rather than 46 with what every page loads in
  // one file ('core' in vite.config.ts).
  { route: '/login', budget: 130 * KB, readyMark: 'causeway:forms-taken-over' },
  // Signed in (a session from the mock server), until the form can be used. 351.0 -> 333.9 KB on
  // 2026-11-26, without the data router; -> 312.8 KB with React Aria's texts in English only
  // (optimize-locales-plugin); -> 288.5 KB with the date and time fields loaded when scheduling is
  // first reached for (PublishScreen's lazy-schedule-fields.ts); -> 270.9 KB with the client's
  // schemas on zod/mini; -> 264.2 KB with the toast region's code loaded at the first press or key;
  // -> 260.1 KB without React Router's unused components (packages/app/build/router-tree-shaking.ts);
  // -> 257.6 KB with what the shell shares with the signed-in pages in one file (signed-in-chunk.ts);
  // -> 257.3 KB with signing in off the query library (2026-11-27); -> 214.8 KB, within its budget,
  // the same day: menus, lists, tooltips and dialogs stand in until the page is shown and their
  // code loads then (@causeway/ui's deferred-code.ts, the app's routes/page-shown.ts); the publish
  // form's platform button without React Aria's ToggleButton (which brings toolbar code). 215.4 KB
  // with the form waiting for the team (no false 'No active team selected' first) and page-shown.ts
  // in a file shared with the public pages. -> 206.0 KB in 66 files rather than 92 with what every
  // page loads in one file and TanStack Query in another ('core' and 'query' in vite.config.ts).
  // -> 208.0 KB in 67 files with the content pages' calls apart (content/cms-calls.ts): the
  // client is two files here, while /privacy-policy and /blog lose 3.5 KB of other domains' schemas.
  {
    route: '/team/publish',
    budget: 220 * KB,
    signedIn: true,
    readyWhen: 'form[aria-label="Publish Post"]',
    // The moment the app counts the page as shown (packages/app/src/routes/page-shown.ts): what it
    // was shown without (menus, lists, tooltips, dialogs) loads after it.
    readyMark: 'causeway:page-shown',
  },
];

/** How the measuring scripts open a budgeted route: signed in with `session` where it needs one. */
export function measuredRoute({ route, signedIn, readyWhen, readyMark }, session) {
  if (signedIn) return { route, session, readyWhen, readyMark };
  return readyMark ? { route, readyMark } : route;
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Each measured route against its budget and ceiling: a line to print, whether it is within its
 * ceiling (the test fails otherwise) and whether it meets its budget (the bench fails otherwise).
 * A route with a `loadedCeiling` (a page painted from HTML, which needs no script to show) also
 * fails both past that ceiling of all it loads. A route with no measurement fails: a budget nobody
 * checks is no budget.
 */
export function judgeSizes(results, budgets = sizeBudgets) {
  return budgets.map(({ route, budget, ceiling = budget, loadedCeiling }) => {
    const result = results.find((each) => each.route === route);
    if (!result) return { route, withinCeiling: false, meetsBudget: false, line: `✖ ${route}: not measured` };
    const { bytes, files, loadedBytes } = result;
    const loadedWithin = loadedCeiling === undefined || loadedBytes <= loadedCeiling;
    const meetsBudget = bytes <= budget && loadedWithin;
    const withinCeiling = bytes <= ceiling && loadedWithin;
    const mark = meetsBudget ? '✔' : withinCeiling ? '!' : '✖';
    const limits = ceiling > budget ? `budget ${kb(budget)}, ceiling ${kb(ceiling)}` : `budget ${kb(budget)}`;
    const verdict = meetsBudget ? '' : withinCeiling ? ' — over budget, within ceiling' : ' — over its ceiling';
    const loaded =
      loadedCeiling === undefined
        ? ''
        : `; ${kb(loadedBytes)} once the network is idle (ceiling ${kb(loadedCeiling)})${loadedWithin ? '' : ' — over its ceiling'}`;
    return {
      route,
      withinCeiling,
      meetsBudget,
      line: `${mark} ${route}: ${kb(bytes)} gzip JS in ${files.length} files (${limits})${verdict}${loaded}`,
    };
  });
}
