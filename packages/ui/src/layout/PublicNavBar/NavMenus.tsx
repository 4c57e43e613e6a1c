import { Menu as MenuIcon } from 'lucide-react';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../../primitives/Menu';
import { useUiPaths, type UiPaths } from '../../primitives/UiProvider';
import type { NavMenuProps } from './nav-menu-props';

/** The Resources links, in both menus. */
function resourceLinks(paths: UiPaths) {
  return [
    { href: paths.blog, label: 'Blog' },
    { href: paths.help, label: 'Help Desk' },
  ];
}

/** Resources (Blog, Help Desk): opens on hover, and by keyboard or press. */
export function ResourcesMenu({ defaultOpen, defaultOpenByHover }: NavMenuProps) {
  const resources = resourceLinks(useUiPaths());
  return (
    <Menu
      label="Resources"
      openOnHover
      placement="bottom start"
      defaultOpen={defaultOpen}
      defaultOpenByHover={defaultOpenByHover}
    >
      {resources.map((link) => (
        <MenuItem key={link.href} href={link.href}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Every item of the bar behind one button, below the large breakpoint. */
export function MobileMenu({ defaultOpen, isSignedIn, featuresHref, onFeatures }: NavMenuProps) {
  const paths = useUiPaths();
  return (
    <Menu
      label={<MenuIcon size={22} aria-hidden="true" />}
      triggerLabel="Open menu"
      showChevron={false}
      placement="bottom end"
      defaultOpen={defaultOpen}
    >
      {onFeatures ? (
        <MenuItem id="features" onAction={onFeatures}>
          Features
        </MenuItem>
      ) : (
        <MenuItem id="features" href={featuresHref ?? paths.features}>
          Features
        </MenuItem>
      )}
      <MenuItem id="pricing" href={paths.pricing}>
        Pricing
      </MenuItem>
      <MenuSection title="Resources">
        {resourceLinks(paths).map((link) => (
          <MenuItem key={link.href} id={link.href} href={link.href}>
            {link.label}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      {isSignedIn ? (
        <MenuItem id="dashboard" href={paths.home}>
          Dashboard
        </MenuItem>
      ) : (
        <>
          <MenuItem id="login" href={paths.login}>
            Login
          </MenuItem>
          <MenuItem id="register" href={paths.register}>
            Sign Up
          </MenuItem>
        </>
      )}
    </Menu>
  );
}
