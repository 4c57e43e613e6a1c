import { Menu as MenuIcon } from 'lucide-react';
import { Link } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { Logo } from '../Logo';
import { DeferredMenu } from './DeferredMenu';
import { publicColumn } from '../PublicLayout/column.css';
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
export function PublicNavBar({ isSignedIn = false, featuresHref = defaultFeaturesHref, onFeatures }: PublicNavBarProps) {
  const onFeaturesClick = featuresClickHandler(onFeatures);
  const quiet = button({ variant: 'quiet' });

  return (
    <header className={styles.header}>
      <nav aria-label="Main" className={[publicColumn, styles.bar].join(' ')}>
        <Logo href="/" />

        <div className={styles.wide}>
          <ul className={styles.links}>
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
          </ul>
          <div className={styles.actions}>
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
          </div>
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
      </nav>
    </header>
  );
}
