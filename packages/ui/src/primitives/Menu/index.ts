export { Menu, MenuItem, MenuSection, MenuSeparator } from './DeferredMenu';
export type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu';
