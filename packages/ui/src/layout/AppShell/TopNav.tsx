import { Plug, Settings, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-aria-components';
import { ComingSoonBadge } from '../../primitives/ComingSoonBadge';
import { Menu, MenuItem } from '../../primitives/Menu';
import { Tooltip } from '../../primitives/Tooltip';
import { useUiPaths } from '../../primitives/UiProvider';
import { atLeast } from '../../theme/tokens';
import { useMediaQuery } from '../../utils/use-media-query';
import { ariaCurrent } from '../nav-current';
import { topNavLinks, type TopNavLink } from './nav-model';
import * as styles from './TopNav.css';

export interface TopNavProps {
  currentPath: string;
}

/**
 * The top navigation (publishing §2): Home, Publish, Calendar and Analytics, then the team members,
 * add-social-account and Control Tower buttons. On small screens each of the four lists its
 * sub-items in a menu instead of being a single link.
 */
export function TopNav({ currentPath }: TopNavProps) {
  const paths = useUiPaths();
  const links = topNavLinks(paths, currentPath);
  const isWide = useMediaQuery(atLeast('medium'));
  const shortcuts: { label: string; href: string; icon: LucideIcon }[] = [
    { label: 'Team members', href: paths.controlTower.teamManagement, icon: Users },
    { label: 'Add social account', href: paths.controlTower.manageSocialAccount, icon: Plug },
    { label: 'Control Tower', href: paths.controlTower.personal, icon: Settings },
  ];

  return (
    <nav aria-label="Main" className={styles.bar}>
      {isWide ? (
        <ul className={styles.wide}>
          {links.map((link) => (
            <li key={link.id}>
              <Link href={link.href} aria-current={ariaCurrent(link.current)} className={styles.link}>
                <link.icon size={18} aria-hidden="true" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.narrow}>
          {links.map((link) => (
            <li key={link.id}>
              <SubItemMenu link={link} />
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.shortcuts}>
        {shortcuts.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <Tooltip content={label} placement="bottom">
              <Link
                href={href}
                aria-label={label}
                aria-current={currentPath === href ? 'page' : undefined}
                className={styles.iconLink}
              >
                <Icon size={20} aria-hidden="true" />
              </Link>
            </Tooltip>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubItemMenu({ link }: { link: TopNavLink }) {
  return (
    <Menu
      label={
        <>
          <link.icon size={18} aria-hidden="true" />
          {link.label}
        </>
      }
      triggerLabel={link.label}
      placement="bottom start"
      triggerClassName={link.current ? styles.currentTrigger : styles.trigger}
      aria-label={link.label}
    >
      {link.subItems.map((item) =>
        item.href ? (
          <MenuItem key={item.id} id={item.id} href={item.href}>
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem key={item.id} id={item.id} isDisabled textValue={item.label}>
            {item.label}
            <ComingSoonBadge size="small">Coming soon!</ComingSoonBadge>
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
