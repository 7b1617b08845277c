export { MenuTrigger, Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
export type { MenuTriggerProps, MenuProps, MenuItemProps, MenuSectionProps } from './Menu';
