export type { ListBoxItemProps, ListBoxProps } from './ListBox';
export { ListBox, ListBoxItem } from './ListBox';
