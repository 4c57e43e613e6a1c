import { Menu as MenuIcon } from 'lucide-react';
import { Link } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { Inline } from '../../primitives/Inline';
import { Logo } from '../Logo';
import { DeferredMenu } from './DeferredMenu';
import { publicColumn } from '../public-column.css';
import { defaultFeaturesHref, featuresClickHandler } from './features-link';
import * as styles from './PublicNavBar.css';

export interface PublicNavBarProps {
  /** Signed-in people see Dashboard instead of Login and Sign Up. */
  isSignedIn?: boolean;
  /** Where Features leads: '/#features' from other pages, '#features' on the landing page. */
  featuresHref?: string;
  /** On the landing page: scroll to the features section instead of following `featuresHref`. */
  onFeatures?: () => void;
}

/**
 * The public pages' top bar: logo, Features, Pricing, a Resources dropdown that opens on hover,
 * then Login and Sign Up (or Dashboard). Below 1024px the same items sit behind a menu button.
 */
export function PublicNavBar({
  isSignedIn = false,
  featuresHref = defaultFeaturesHref,
  onFeatures,
}: PublicNavBarProps) {
  const onFeaturesClick = featuresClickHandler(onFeatures);
  const quiet = button({ variant: 'quiet' });

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
        <Logo href="/" />

        <div className={styles.wide}>
          <Inline as="ul" space="1">
            <li>
              <Link href={featuresHref} onClick={onFeaturesClick} className={quiet}>
                Features
              </Link>
            </li>
            <li>
              <Link href="/pricing" className={quiet}>
                Pricing
              </Link>
            </li>
            <li>
              <DeferredMenu which="resources" label="Resources" />
            </li>
          </Inline>
          <Inline space="3">
            {isSignedIn ? (
              <Link href="/home" className={button({ variant: 'primary' })}>
                Dashboard
              </Link>
            ) : (
              <>
                <Link href="/login" className={button({ variant: 'secondary' })}>
                  Login
                </Link>
                <Link href="/register" className={button({ variant: 'primary' })}>
                  Sign Up
                </Link>
              </>
            )}
          </Inline>
        </div>

        <div className={styles.narrow}>
          <DeferredMenu
            which="mobile"
            label={<MenuIcon size={22} aria-hidden="true" />}
            triggerLabel="Open menu"
            showChevron={false}
            isSignedIn={isSignedIn}
            featuresHref={featuresHref}
            onFeatures={onFeatures}
          />
        </div>
      </Inline>
    </header>
  );
}
