/** A stylesheet the build wrote: its address as pages link it, and its text. */
export interface Stylesheet {
  readonly href: string;
  readonly css: string;
}

/**
 * The stylesheets a page's markup uses that the page does not link already, in the build's order:
 * those with a rule for a class an element of it carries (a vanilla-extract file holds one module's
 * classes).
 */
export function stylesheetsUsed(
  markup: ParentNode,
  stylesheets: readonly Stylesheet[],
  linked: ReadonlySet<string>,
): Stylesheet[] {
  const classes = classesIn(markup);
  return stylesheets.filter(({ href, css }) => !linked.has(href) && usesAny(css, classes));
}

function classesIn(markup: ParentNode): Set<string> {
  const names = new Set<string>();
  for (const element of markup.querySelectorAll('[class]'))
    for (const name of element.getAttribute('class')?.split(/\s+/) ?? []) if (name) names.add(name);
  return names;
}

function usesAny(css: string, classes: ReadonlySet<string>): boolean {
  for (const [, name = ''] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (classes.has(name)) return true;
  return false;
}

/**
 * Writes the page's stylesheets into it: a page painted from HTML waits for every stylesheet it
 * links before its first paint, and each is one more request after the HTML, on a line where a
 * browser opens a few connections to a host. Each link stays where it was, `disabled` (not fetched,
 * not applied), for the app's chunk loader: it adds a chunk's stylesheet only when no link to it is
 * in the page, so what is written in is not fetched again, nor added again later in another place
 * in the cascade.
 */
export function inlineStylesheets(document: Document, stylesheets: readonly Stylesheet[]): void {
  const cssOf = new Map(stylesheets.map(({ href, css }) => [href, css]));
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href') ?? '';
    const css = cssOf.get(href);
    if (css === undefined) throw new Error(`${href} is linked but was not built`);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be written into a <style> element`);
    const style = document.createElement('style');
    style.textContent = css;
    link.before(style);
    link.setAttribute('disabled', '');
  }
}
