import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

function withClass<T>(
  own: string,
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return composeRenderProps(className, (given) => [own, given].filter(Boolean).join(' '));
}

/**
 * Tabs on RAC: arrow keys move between tabs, Home/End jump to the ends, the selected tab
 * carries `data-selected`. A Tab with `href` navigates (settings tabs are routes).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClass(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withClass(styles.tabList, className)} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withClass(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClass(styles.tabPanel, className)} />;
}
