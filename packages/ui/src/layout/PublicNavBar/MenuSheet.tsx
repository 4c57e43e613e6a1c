import { Menu as MenuIcon, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { useUiPaths } from '../../primitives/UiProvider';
import { useReturnFocus } from '../../utils/use-return-focus';
import { Logo } from '../Logo';
import { ariaCurrent, currentOfPath } from '../nav-current';
import { featuresClickHandler } from './features-link';
import { resourceLinks } from './resource-links';
import * as styles from './MenuSheet.css';

export interface MenuSheetProps {
  /** Opens as soon as it appears: the visitor already asked for it before its code had loaded. */
  defaultOpen?: boolean;
  isSignedIn?: boolean;
  featuresHref?: string;
  onFeatures?: (() => void) | undefined;
  /** The page shown: its entry is marked current. */
  currentPath?: string | undefined;
}

/**
 * The bar's items below the large breakpoint: a sheet across the full width from the top edge, every
 * entry a 48px row, Login and Sign Up (or Dashboard) as the bar's buttons. Choosing an entry closes it.
 */
export function MenuSheet({ defaultOpen = false, isSignedIn, featuresHref, onFeatures, currentPath }: MenuSheetProps) {
  const paths = useUiPaths();
  const [isOpen, setOpen] = useState(defaultOpen);
  const overlayRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(isOpen, overlayRef, triggerRef);
  const close = () => setOpen(false);
  const onFeaturesClick = featuresClickHandler(onFeatures);
  const row = (href: string) => ({
    href,
    'aria-current': ariaCurrent(currentOfPath(href, currentPath)),
    className: styles.row,
    onPress: close,
  });

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={triggerRef} variant="quiet" aria-label="Open menu">
        <MenuIcon size={22} aria-hidden="true" />
      </Button>
      <ModalOverlay ref={overlayRef} isDismissable className={styles.overlay}>
        <Modal className={styles.sheet}>
          <Dialog aria-labelledby="public-menu-title" className={styles.dialog}>
            <div className={styles.top}>
              <Logo onPress={close} />
              <Heading slot="title" id="public-menu-title" className={styles.title}>
                Menu
              </Heading>
              <Button variant="quiet" aria-label="Close menu" className={styles.close} onPress={close}>
                <X size={22} aria-hidden="true" />
              </Button>
            </div>
            <ul className={styles.rows}>
              <li>
                <Link
                  href={featuresHref ?? paths.features}
                  className={styles.row}
                  onPress={close}
                  onClick={onFeaturesClick}
                >
                  Features
                </Link>
              </li>
              <li>
                <Link {...row(paths.pricing)}>Pricing</Link>
              </li>
            </ul>
            <p id="public-menu-resources" className={styles.groupTitle}>
              Resources
            </p>
            <ul aria-labelledby="public-menu-resources" className={styles.rows}>
              {resourceLinks(paths).map((link) => (
                <li key={link.href}>
                  <Link {...row(link.href)}>{link.label}</Link>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              {isSignedIn ? (
                <Link href={paths.home} onPress={close} className={button({ size: 'large', fullWidth: true })}>
                  Dashboard
                </Link>
              ) : (
                <>
                  <Link
                    href={paths.login}
                    onPress={close}
                    className={button({ variant: 'secondary', size: 'large', fullWidth: true })}
                  >
                    Login
                  </Link>
                  <Link href={paths.register} onPress={close} className={button({ size: 'large', fullWidth: true })}>
                    Sign Up
                  </Link>
                </>
              )}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
