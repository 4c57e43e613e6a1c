/**
 * What a prerendered page's boot script is told, as JSON written into the page (boot-script.ts):
 * the app's files, what each address starts, and the names the app shares with it.
 */
export interface BootConfig {
  /** The app's entry module, started with `import()`. */
  readonly entry: string;
  /** The modules the entry imports statically, preloaded with it. */
  readonly preloads: readonly string[];
  /** What an address starts with the entry, for the addresses this file is served at. */
  readonly starts: readonly BootStart[];
  /** Every stylesheet of the app in one file, for a page the app draws (absent where none is). */
  readonly stylesheets?: AppStylesheets;
  /** The storage key of the session's access token (src/lib/storage.ts). */
  readonly accessTokenKey: string;
  readonly attributes: BootAttributes;
  /** The global that stops the marking of pressed buttons (src/prerender/pressed-before-takeover.ts). */
  readonly stopMarkingPressesGlobal: string;
}

/** The attributes the boot script sets, each read by the app as it takes the page over. */
export interface BootAttributes {
  /** On `<html>`: the address the page was made for (src/prerender/prerendered-page.ts). */
  readonly prerendered: string;
  /** On `<html>`: the made page is hidden, for the app to draw the page itself. */
  readonly unrendered: string;
  /** On a form sent before the take-over (src/prerender/typed-before-takeover.ts). */
  readonly heldSubmit: string;
  /** On a button pressed before the take-over (@causeway/ui's pressed-before-takeover.ts). */
  readonly pressed: string;
}

/** The files of what the app draws at some addresses, and the call for their text. */
export interface BootStart {
  /** The addresses, as a regular expression's source. */
  readonly pattern: string;
  /** The chunks of the lazy layers and page drawn there, preloaded with the entry's. */
  readonly modules: readonly string[];
  /** The absolute URL of the page's text, asked for at once by a visitor without a session. */
  readonly fetch?: string;
  /** Only for a visitor with a session: what a signed-in page runs before it draws. */
  readonly signedIn?: boolean;
}

/**
 * The app's styles for a page it draws: one file, not one per chunk, each a request on a slow line
 * and asked for only once the chunk's script has run.
 */
export interface AppStylesheets {
  /** The file with every stylesheet of the build, in the build's order. */
  readonly all: string;
  /** Each chunk's own stylesheet, which the chunk loader skips when a link to it is in the page. */
  readonly parts: readonly string[];
}
