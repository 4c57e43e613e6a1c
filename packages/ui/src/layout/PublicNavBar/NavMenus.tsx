// The menu itself: this file is already loaded after the first paint (DeferredMenu.tsx here).
import { Menu, MenuItem } from '../../primitives/Menu/Menu';
import { useUiPaths } from '../../primitives/UiProvider';
import { currentOfPath } from '../nav-current';
import type { NavMenuProps } from './nav-menu-props';
import { resourceLinks } from './resource-links';
import * as styles from './PublicNavBar.css';

export { MenuSheet as MobileMenu } from './MenuSheet';

/** Resources (Blog, Help Desk): opens on hover, and by keyboard or press. */
export function ResourcesMenu({ defaultOpen, defaultOpenByHover, currentPath, triggerClassName }: NavMenuProps) {
  const resources = resourceLinks(useUiPaths());
  return (
    <Menu
      label="Resources"
      openOnHover
      placement="bottom start"
      triggerClassName={triggerClassName}
      defaultOpen={defaultOpen}
      defaultOpenByHover={defaultOpenByHover}
    >
      {resources.map((link) => (
        // A menu item cannot carry aria-current (RAC drops it); the tint marks the page the visitor is in.
        <MenuItem
          key={link.href}
          href={link.href}
          className={currentOfPath(link.href, currentPath) ? styles.currentItem : undefined}
        >
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
