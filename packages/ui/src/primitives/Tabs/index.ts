export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { Key, TabListProps, TabPanelProps, TabProps, TabsProps } from 'react-aria-components';
