import { ChevronDown, PanelLeftClose, PanelLeftOpen, Send } from 'lucide-react';
import { Button as RACButton, Disclosure, DisclosurePanel, Heading, Link } from 'react-aria-components';
import { Tooltip } from '../../primitives/Tooltip';
import { useUiPaths } from '../../primitives/UiProvider';
import { Logo, LogoMark } from '../Logo';
import { ariaCurrent } from '../nav-current';
import { isPublishGroupPath, publishGroupLinks, sidebarLinks, type NavLink } from './nav-model';
import * as styles from './Sidebar.css';

export interface SidebarProps {
  /** The page shown, for the current link and the Publish Content group's default. */
  currentPath: string;
  /** Icons only (4 rem) instead of icons and names (16 rem). */
  isCollapsed?: boolean;
  /** Shows the collapse button; the drawer on small screens has none. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Called when a link is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The publishing sidebar (publishing §2): the logo to /home, the Publish Content group (Post, Story,
 * Reel), Queues, Publish History, Bulk Delete and Help Center. Collapsed, each link shows its icon,
 * keeps its name for assistive tech and shows it as a tooltip.
 */
export function Sidebar({ currentPath, isCollapsed = false, onCollapsedChange, onNavigate }: SidebarProps) {
  const paths = useUiPaths();
  const group = publishGroupLinks(paths, currentPath);
  const links = sidebarLinks(paths, currentPath);
  const groupOpen = isPublishGroupPath(paths, currentPath);

  return (
    <div className={styles.sidebar} data-collapsed={isCollapsed || undefined}>
      <div className={styles.brand}>
        {isCollapsed ? (
          <Tooltip content="Causeway home">
            <Link href={paths.home} aria-label="Causeway home" className={styles.markLink} onPress={onNavigate}>
              <LogoMark />
            </Link>
          </Tooltip>
        ) : (
          <Logo href={paths.home} onPress={onNavigate} />
        )}
      </div>
      <nav aria-label="Publishing" className={styles.nav}>
        {isCollapsed ? (
          <ul className={styles.list}>
            {[...group, ...links].map((link) => (
              <li key={link.id}>
                <SidebarLink link={link} isCollapsed onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            {/* Opened or closed by the page, as the spec asks; the person can still toggle it. */}
            <Disclosure key={String(groupOpen)} defaultExpanded={groupOpen} className={styles.group}>
              <Heading level={2} className={styles.groupHeading}>
                <RACButton slot="trigger" className={styles.groupTrigger}>
                  <Send size={20} aria-hidden="true" className={styles.icon} />
                  <span className={styles.label}>Publish Content</span>
                  <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
                </RACButton>
              </Heading>
              <DisclosurePanel>
                <ul className={styles.subList}>
                  {group.map((link) => (
                    <li key={link.id}>
                      <SidebarLink link={link} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </DisclosurePanel>
            </Disclosure>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={link.id}>
                  <SidebarLink link={link} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
      {onCollapsedChange && <CollapseButton isCollapsed={isCollapsed} onCollapsedChange={onCollapsedChange} />}
    </div>
  );
}

function SidebarLink({
  link,
  isCollapsed = false,
  onNavigate,
}: {
  link: NavLink;
  isCollapsed?: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const Icon = link.icon;
  const anchor = (
    <Link href={link.href} aria-current={ariaCurrent(link.current)} className={styles.link} onPress={onNavigate}>
      <Icon size={20} aria-hidden="true" className={styles.icon} />
      {/* Hidden, not removed, when collapsed: the name stays the link's accessible name. */}
      <span className={isCollapsed ? styles.hiddenLabel : styles.label}>{link.label}</span>
    </Link>
  );
  return isCollapsed ? <Tooltip content={link.label}>{anchor}</Tooltip> : anchor;
}

function CollapseButton({
  isCollapsed,
  onCollapsedChange,
}: {
  isCollapsed: boolean;
  onCollapsedChange: (next: boolean) => void;
}) {
  const label = isCollapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const Icon = isCollapsed ? PanelLeftOpen : PanelLeftClose;
  const button = (
    <RACButton
      className={styles.collapseButton}
      aria-label={isCollapsed ? label : undefined}
      onPress={() => onCollapsedChange(!isCollapsed)}
    >
      <Icon size={20} aria-hidden="true" className={styles.icon} />
      {!isCollapsed && <span className={styles.label}>{label}</span>}
    </RACButton>
  );
  return <div className={styles.footer}>{isCollapsed ? <Tooltip content={label}>{button}</Tooltip> : button}</div>;
}
