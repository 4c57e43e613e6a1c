import { Menu as MenuIcon } from 'lucide-react';
import { Link } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { Inline } from '../../primitives/Inline';
import { useUiPaths } from '../../primitives/UiProvider';
import { Logo } from '../Logo';
import { DeferredMenu } from './DeferredMenu';
import { publicColumn } from '../public-column.css';
import { featuresClickHandler } from './features-link';
import * as styles from './PublicNavBar.css';

export interface PublicNavBarProps {
  /** Signed-in people see Dashboard instead of Login and Sign Up. */
  isSignedIn?: boolean;
  /** Where Features leads: the landing page's features section; '#features' on the landing page itself. */
  featuresHref?: string;
  /** On the landing page: scroll to the features section instead of following `featuresHref`. */
  onFeatures?: () => void;
}

/**
 * The public pages' top bar: logo, Features, Pricing, a Resources dropdown that opens on hover,
 * then Login and Sign Up (or Dashboard). Below 1024px the same items sit behind a menu button.
 */
export function PublicNavBar({ isSignedIn = false, featuresHref, onFeatures }: PublicNavBarProps) {
  const paths = useUiPaths();
  const features = featuresHref ?? paths.features;
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
        <Logo />

        <div className={styles.wide}>
          <Inline as="ul" space="1">
            <li>
              <Link href={features} onClick={onFeaturesClick} className={quiet}>
                Features
              </Link>
            </li>
            <li>
              <Link href={paths.pricing} className={quiet}>
                Pricing
              </Link>
            </li>
            <li>
              <DeferredMenu which="resources" label="Resources" />
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
          <DeferredMenu
            which="mobile"
            label={<MenuIcon size={22} aria-hidden="true" />}
            triggerLabel="Open menu"
            showChevron={false}
            isSignedIn={isSignedIn}
            featuresHref={features}
            onFeatures={onFeatures}
          />
        </div>
      </Inline>
    </header>
  );
}
