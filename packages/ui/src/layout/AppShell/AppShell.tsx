import { useState, type MouseEvent, type ReactNode } from 'react';
import { LoadingOverlay } from '../../primitives/LoadingOverlay';
import { atLeast } from '../../theme/tokens';
import { useMediaQuery } from '../../utils/use-media-query';
import { HeaderBar } from './HeaderBar';
import { DeferredNavDrawer as NavDrawer } from './DeferredNavDrawer';
import type { ProfileMenuProps } from './ProfileMenu';
import { Sidebar } from './Sidebar';
import type { TeamSwitcherProps } from './TeamSwitcher';
import { TopNav } from './TopNav';
import * as styles from './AppShell.css';

export const mainContentId = 'main-content';

export interface AppShellProps {
  /** The page shown (the router's pathname): marks the current links. */
  currentPath: string;
  isSidebarCollapsed: boolean;
  onSidebarCollapsedChange: (isCollapsed: boolean) => void;
  teams: TeamSwitcherProps;
  profile: ProfileMenuProps;
  /**
   * The notices about the active team, in the header bar (HeaderBar): BillingNotice,
   * TokenHealthNotice. Their place is there from the first paint, so one arriving late moves nothing.
   */
  notices?: ReactNode;
  /** Covers everything with 'Please wait...' / 'Signing you out' while logging out. */
  isSigningOut?: boolean;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of every signed-in page: a skip link, the sidebar (a drawer on small screens), the
 * header bar with the notices, the top navigation and the page in the main landmark.
 */
export function AppShell({
  currentPath,
  isSidebarCollapsed,
  onSidebarCollapsedChange,
  teams,
  profile,
  notices,
  isSigningOut = false,
  children,
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // Below the large breakpoint the drawer stands in for the sidebar.
  const hasSidebar = useMediaQuery(atLeast('large'));
  return (
    <div className={styles.shell}>
      <a href={`#${mainContentId}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      {/* A landmark of its own: the logo and the collapse button sit outside the navigation list. */}
      {hasSidebar && (
        <aside aria-label="Sidebar" className={styles.rail} data-collapsed={isSidebarCollapsed || undefined}>
          <Sidebar
            currentPath={currentPath}
            isCollapsed={isSidebarCollapsed}
            onCollapsedChange={onSidebarCollapsedChange}
          />
        </aside>
      )}
      <div className={styles.column}>
        <HeaderBar teams={teams} profile={profile} notices={notices} onOpenMenu={() => setDrawerOpen(true)} />
        <TopNav currentPath={currentPath} />
        <main id={mainContentId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <NavDrawer isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} currentPath={currentPath} />
      <LoadingOverlay isOpen={isSigningOut} title="Please wait..." message="Signing you out" />
    </div>
  );
}

/** Moves focus to the page itself, without a history entry for the `#main-content` fragment. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainContentId);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}
