import { Menu as MenuIcon, Sparkles } from 'lucide-react';
import { Link } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { Button } from '../../primitives/Button';
import { useUiPaths } from '../../primitives/UiProvider';
import { DeferredNotificationsButton as NotificationsButton } from './DeferredNotificationsButton';
import { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';
import { TeamSwitcher, type TeamSwitcherProps } from './TeamSwitcher';
import * as styles from './HeaderBar.css';

export interface HeaderBarProps {
  teams: TeamSwitcherProps;
  profile: ProfileMenuProps;
  /** Opens the navigation drawer (small screens). */
  onOpenMenu: () => void;
}

/** The header bar (publishing §2): team switcher, notifications, Upgrade and the profile menu. */
export function HeaderBar({ teams, profile, onOpenMenu }: HeaderBarProps) {
  const paths = useUiPaths();
  return (
    <header className={styles.bar}>
      <Button variant="quiet" aria-label="Open navigation" className={styles.menuButton} onPress={onOpenMenu}>
        <MenuIcon size={20} aria-hidden="true" />
      </Button>
      <TeamSwitcher {...teams} />
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
