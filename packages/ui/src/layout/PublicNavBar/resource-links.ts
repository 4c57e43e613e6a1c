import type { UiPaths } from '../../primitives/UiProvider';

/** The Resources links, in the bar's dropdown and in the menu sheet. */
export function resourceLinks(paths: UiPaths) {
  return [
    { href: paths.blog, label: 'Blog' },
    { href: paths.help, label: 'Help Desk' },
  ];
}
