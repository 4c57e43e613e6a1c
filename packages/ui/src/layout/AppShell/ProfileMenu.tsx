import { LogOut } from 'lucide-react';
import { Avatar } from '../../primitives/Avatar';
import { Badge } from '../../primitives/Badge';
import { Menu, MenuItem, MenuSeparator } from '../../primitives/Menu';
import { useUiPaths } from '../../primitives/UiProvider';
import * as styles from './ProfileMenu.css';

export interface ShellUser {
  username: string;
  email: string;
  profilePicture?: string | null | undefined;
}

export interface ProfileMenuProps {
  /** Where the user's details stand: 'Loading...' and 'Error: ...' show in the menu (publishing §2). */
  status: 'loading' | 'error' | 'ready';
  user?: ShellUser | undefined;
  errorMessage?: string | undefined;
  onLogout: () => void;
}

/**
 * The profile menu (publishing §2): avatar or initials; the username, email and a 'Personal' badge;
 * Pricing, Billing Details, Account Settings and Log Out.
 */
export function ProfileMenu({ status, user, errorMessage, onLogout }: ProfileMenuProps) {
  const paths = useUiPaths();
  const name = user?.username || user?.email;
  return (
    <Menu
      label={<Avatar name={name ?? null} src={user?.profilePicture ?? null} size="small" />}
      triggerLabel={name ? `Account menu for ${name}` : 'Account menu'}
      triggerClassName={styles.trigger}
      showChevron={false}
      aria-label="Account"
      header={
        <div className={styles.header}>
          {status === 'loading' ? (
            <p className={styles.muted}>Loading...</p>
          ) : status === 'error' ? (
            <p className={styles.error}>Error: {errorMessage ?? 'Failed to fetch user details'}</p>
          ) : (
            <>
              <Avatar name={name ?? null} src={user?.profilePicture ?? null} size="medium" />
              <div className={styles.who}>
                <p className={styles.name}>{user?.username}</p>
                <p className={styles.email}>{user?.email}</p>
                <Badge tone="accent" size="small">
                  Personal
                </Badge>
              </div>
            </>
          )}
        </div>
      }
      onAction={(key) => {
        if (key === 'logout') onLogout();
      }}
    >
      <MenuItem id="pricing" href={paths.controlTower.plan}>
        Pricing
      </MenuItem>
      <MenuItem id="billing" href={paths.controlTower.billing}>
        Billing Details
      </MenuItem>
      <MenuItem id="settings" href={paths.controlTower.personal}>
        Account Settings
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="logout" tone="danger" textValue="Log Out">
        <LogOut size={16} aria-hidden="true" />
        Log Out
      </MenuItem>
    </Menu>
  );
}
