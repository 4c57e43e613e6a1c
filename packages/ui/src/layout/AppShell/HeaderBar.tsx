import { Menu as MenuIcon, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { Button } from '../../primitives/Button';
import { useUiPaths } from '../../primitives/UiProvider';
import { DeferredNotificationsButton as NotificationsButton } from './DeferredNotificationsButton';
import { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';
import { TeamSwitcher, type TeamSwitcherProps } from './TeamSwitcher';
import * as noticeStyles from './HeaderNotice.css';
import * as styles from './HeaderBar.css';

export interface HeaderBarProps {
  teams: TeamSwitcherProps;
  profile: ProfileMenuProps;
  /** Opens the navigation drawer (small screens). */
  onOpenMenu: () => void;
  /** The notices about the active team (BillingNotice, TokenHealthNotice), one HeaderNotice each. */
  notices?: ReactNode;
}

/**
 * The header bar (publishing §2): team switcher, notifications, Upgrade and the profile menu, and
 * the notices about the active team. Its height is fixed from the first paint (the notices have a
 * row of their own below the wide breakpoint, beside the team switcher above it), so a notice that
 * arrives late moves nothing. The notices' place is a polite live region: one that appears is read
 * out where the person is, without taking focus.
 */
export function HeaderBar({ teams, profile, onOpenMenu, notices }: HeaderBarProps) {
  const paths = useUiPaths();
  return (
    <header className={styles.bar}>
      <Button variant="quiet" aria-label="Open navigation" className={styles.menuButton} onPress={onOpenMenu}>
        <MenuIcon size={20} aria-hidden="true" />
      </Button>
      <div className={styles.team}>
        <TeamSwitcher {...teams} />
      </div>
      <div role="status" aria-label="Notices" className={[noticeStyles.notices, styles.notices].join(' ')}>
        {notices}
      </div>
      <div className={styles.end}>
        <NotificationsButton />
        <Link
          href={paths.controlTower.plan}
          className={[button({ variant: 'primary', size: 'small' }), styles.upgrade].join(' ')}
        >
          <Sparkles size={16} aria-hidden="true" />
          <span className={styles.upgradeText}>Upgrade</span>
        </Link>
        <ProfileMenu {...profile} />
      </div>
    </header>
  );
}
