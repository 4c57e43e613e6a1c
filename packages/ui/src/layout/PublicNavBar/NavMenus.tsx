import { Menu as MenuIcon } from 'lucide-react';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../../primitives/Menu';
import type { NavMenuProps } from './nav-menu-props';

const resources = [
  { href: '/blog', label: 'Blog' },
  { href: '/help', label: 'Help Desk' },
] as const;

/** Resources (Blog, Help Desk): opens on hover, and by keyboard or press. */
export function ResourcesMenu({ defaultOpen, defaultOpenByHover }: NavMenuProps) {
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
        <MenuItem id="features" href={featuresHref}>
          Features
        </MenuItem>
      )}
      <MenuItem id="pricing" href="/pricing">
        Pricing
      </MenuItem>
      <MenuSection title="Resources">
        {resources.map((link) => (
          <MenuItem key={link.href} id={link.href} href={link.href}>
            {link.label}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      {isSignedIn ? (
        <MenuItem id="dashboard" href="/home">
          Dashboard
        </MenuItem>
      ) : (
        <>
          <MenuItem id="login" href="/login">
            Login
          </MenuItem>
          <MenuItem id="register" href="/register">
            Sign Up
          </MenuItem>
        </>
      )}
    </Menu>
  );
}
