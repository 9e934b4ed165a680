export type { TabListProps, TabPanelProps, TabProps, TabsProps, TabsVariant } from './Tabs';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
