export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { SharedTabPanel, type SharedTabPanelProps } from './SharedTabPanel';
export type { Key, TabListProps, TabPanelProps, TabProps, TabsProps } from 'react-aria-components';
