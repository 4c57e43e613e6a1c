import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useUiPaths, type UiPaths } from '../../primitives/UiProvider';
import * as styles from './ControlTowerLayout.css';

export interface ControlTowerLayoutProps {
  /** The page shown: marks its tab. */
  currentPath: string;
  /** The tab's content, headed by an h2. */
  children: ReactNode;
}

/** The settings tabs (accounts §2), in order; Purchase Plan is also current on /control-tower/pricing. */
function tabs(paths: UiPaths) {
  const { controlTower: ct } = paths;
  return [
    { label: 'Personal', href: ct.personal, alsoOn: [] as string[] },
    { label: 'Security', href: ct.security, alsoOn: [] },
    { label: 'Purchase Plan', href: ct.plan, alsoOn: [ct.pricing] },
    { label: 'Billing', href: ct.billing, alsoOn: [] },
    { label: 'Notification', href: ct.notification, alsoOn: [] },
    { label: 'Team Management', href: ct.teamManagement, alsoOn: [] },
    { label: 'Manage Social Account', href: ct.manageSocialAccount, alsoOn: [] },
  ];
}

/**
 * The settings frame, Control Tower: its heading and the tabs as links, the current one marked.
 * Links rather than a tab widget: each tab is a page with its own address, reached by Tab and Enter.
 */
export function ControlTowerLayout({ currentPath, children }: ControlTowerLayoutProps) {
  const paths = useUiPaths();
  return (
    <div className={styles.frame}>
      <h1 className={styles.title}>Control Tower</h1>
      <nav aria-label="Settings" className={styles.tabs}>
        <ul className={styles.list}>
          {tabs(paths).map((tab) => {
            const isCurrent = currentPath === tab.href || tab.alsoOn.includes(currentPath);
            return (
              <li key={tab.href}>
                <Link href={tab.href} aria-current={isCurrent ? 'page' : undefined} className={styles.tab}>
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
