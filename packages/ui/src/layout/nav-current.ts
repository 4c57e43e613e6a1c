/** Where a nav link stands against the current page: it is the page, it holds the page, or neither. */
export type NavCurrent = 'page' | 'section' | false;

/** `aria-current` for a nav link: 'page' for the page itself, 'true' for a section holding it. */
export function ariaCurrent(current: NavCurrent): 'page' | 'true' | undefined {
  if (current === 'page') return 'page';
  return current === 'section' ? 'true' : undefined;
}

/** The link's page itself, a page below it ('/blog' for '/blog/a-post'), or neither. */
export function currentOfPath(href: string, currentPath: string | undefined): NavCurrent {
  if (currentPath === undefined) return false;
  if (currentPath === href) return 'page';
  return currentPath.startsWith(`${href}/`) ? 'section' : false;
}
