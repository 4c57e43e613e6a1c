import type { MouseEvent, ReactNode } from 'react';
import { Footer } from '../Footer';
import { PublicNavBar, type PublicNavBarProps } from '../PublicNavBar';
import { publicText } from '../public-column.css';
import * as styles from './PublicLayout.css';

export interface PublicLayoutProps extends PublicNavBarProps {
  /** The page: a screen's content, placed in the main landmark. */
  children: ReactNode;
}

export const mainContentId = 'main-content';

/** Moves focus (and the view) to the page content without touching the URL or the router. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainContentId);
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

/**
 * Every public page: a skip link, the navigation bar, the page in the main landmark and the footer.
 * It holds the page's only banner, main and contentinfo landmarks, so screens inside it add none.
 */
export function PublicLayout({ children, isSignedIn, featuresHref, onFeatures, currentPath }: PublicLayoutProps) {
  return (
    <div className={[styles.page, publicText].join(' ')}>
      <a href={`#${mainContentId}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to main content
      </a>
      <PublicNavBar
        isSignedIn={isSignedIn}
        featuresHref={featuresHref}
        onFeatures={onFeatures}
        currentPath={currentPath}
      />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer featuresHref={featuresHref} onFeatures={onFeatures} />
    </div>
  );
}
