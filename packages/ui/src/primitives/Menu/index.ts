export { Menu, MenuItem, MenuSection, MenuSeparator, type MenuItemProps, type MenuProps } from './Menu';
