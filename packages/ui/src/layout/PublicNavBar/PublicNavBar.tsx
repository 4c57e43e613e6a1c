import { Link } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { Inline } from '../../primitives/Inline';
import { Menu, MenuItem } from '../../primitives/Menu';
import { useUiPaths } from '../../primitives/UiProvider';
import { Logo } from '../Logo';
import { ariaCurrent, currentOfPath } from '../nav-current';
import { publicColumn } from '../public-column.css';
import { DeferredMenuSheet } from './DeferredMenuSheet';
import { featuresClickHandler } from './features-link';
import { resourceLinks } from './resource-links';
import * as styles from './PublicNavBar.css';

export interface PublicNavBarProps {
  /** Signed-in people see Dashboard instead of Login and Sign Up. */
  isSignedIn?: boolean;
  /** Where Features leads: the landing page's features section; '#features' on the landing page itself. */
  featuresHref?: string;
  /** On the landing page: scroll to the features section instead of following `featuresHref`. */
  onFeatures?: () => void;
  /** The page shown, so its entry is marked current (`aria-current`); a blog post marks Blog. */
  currentPath?: string;
}

/**
 * The public pages' top bar: logo, Features, Pricing, a Resources dropdown that opens on hover,
 * then Login and Sign Up (or Dashboard). Below 1024px the same items sit behind a menu button
 * that opens them in a full-width sheet. The page the visitor is on is marked in both.
 */
export function PublicNavBar({ isSignedIn = false, featuresHref, onFeatures, currentPath }: PublicNavBarProps) {
  const paths = useUiPaths();
  const features = featuresHref ?? paths.features;
  const onFeaturesClick = featuresClickHandler(onFeatures);
  const navLink = [button({ variant: 'quiet' }), styles.link].join(' ');
  const inResources = [paths.blog, paths.help].some((href) => currentOfPath(href, currentPath));

  return (
    <header className={styles.header}>
      <Inline
        as="nav"
        aria-label="Main"
        space="6"
        justify="between"
        wrap={false}
        className={[publicColumn, styles.bar].join(' ')}
      >
        <Logo />

        <div className={styles.wide}>
          <Inline as="ul" space="1">
            <li>
              <Link href={features} onClick={onFeaturesClick} className={navLink}>
                Features
              </Link>
            </li>
            <li>
              <Link
                href={paths.pricing}
                aria-current={ariaCurrent(currentOfPath(paths.pricing, currentPath))}
                className={navLink}
              >
                Pricing
              </Link>
            </li>
            <li>
              <Menu
                label="Resources"
                openOnHover
                placement="bottom start"
                triggerClassName={inResources ? styles.currentTrigger : styles.link}
              >
                {resourceLinks(paths).map((link) => (
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
            </li>
          </Inline>
          <Inline space="3">
            {isSignedIn ? (
              <Link href={paths.home} className={button({ variant: 'primary' })}>
                Dashboard
              </Link>
            ) : (
              <>
                <Link href={paths.login} className={button({ variant: 'secondary' })}>
                  Login
                </Link>
                <Link href={paths.register} className={button({ variant: 'primary' })}>
                  Sign Up
                </Link>
              </>
            )}
          </Inline>
        </div>

        <div className={styles.narrow}>
          <DeferredMenuSheet
            isSignedIn={isSignedIn}
            featuresHref={features}
            onFeatures={onFeatures}
            currentPath={currentPath}
          />
        </div>
      </Inline>
    </header>
  );
}
