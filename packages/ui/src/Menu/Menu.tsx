import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { option, optionLabel, popoverSurface } from '../private/overlay.css';
import * as styles from './Menu.css';

/** Props of {@link MenuTrigger}. */
export type MenuTriggerProps = AriaMenuTriggerProps;
/** Pairs a button (first child) with a {@link Menu} (second child); the menu opens on press or arrow keys. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** Props of {@link Menu}. */
export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Where the popover goes relative to the trigger (`bottom start` by default). */
  placement?: PopoverProps['placement'];
}

/** A menu of actions in a popover; `onAction(key)` is called with the chosen item's `id`. */
export function Menu<T extends object>({
  className,
  placement = 'bottom start',
  ...props
}: MenuProps<T>) {
  return (
    <Popover className={popoverSurface} placement={placement}>
      <AriaMenu
        {...props}
        className={composeRenderProps(className, (extra) => cx(styles.menu, extra))}
      />
    </Popover>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps<T extends object = object> extends AriaMenuItemProps<T> {
  /** Decorative icon before the text (e.g. `<Icon name="edit" />`). */
  icon?: ReactNode;
  /** Marks a destructive action (red text). */
  isDanger?: boolean;
}

/** One action of a {@link Menu}. */
export function MenuItem<T extends object = object>({
  icon,
  isDanger,
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (extra) =>
        cx(option, isDanger && styles.dangerItem, extra),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon && (
            <span className={styles.itemIcon} aria-hidden="true">
              {icon}
            </span>
          )}
          <span className={optionLabel}>{content}</span>
        </>
      ))}
    </AriaMenuItem>
  );
}

/** Props of {@link MenuSection}. */
export interface MenuSectionProps<T extends object> extends Omit<
  AriaMenuSectionProps<T>,
  'children'
> {
  /** Visible heading of the group. */
  title?: ReactNode;
  /** The items of the group. */
  children?: ReactNode;
}

/** A labelled group of items inside a {@link Menu}. */
export function MenuSection<T extends object>({
  title,
  className,
  children,
  ...props
}: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={cx(styles.section, className)}>
      {title != null && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
