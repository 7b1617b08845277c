import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './Tabs.css';

/** Props of {@link Tabs}. */
export type TabsProps = AriaTabsProps;
/** A set of tabs and panels (react-aria): arrow keys move between tabs, `selectedKey`/`onSelectionChange` control it. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(className, (extra) => cx(styles.tabs, extra))}
    />
  );
}

/** Props of {@link TabList}. */
export type TabListProps<T extends object> = AriaTabListProps<T>;
/** The row of tabs; needs an `aria-label` when no heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (extra) => cx(styles.tabList, extra))}
    />
  );
}

/** Props of {@link Tab}. */
export type TabProps = AriaTabProps;
/** One tab; its `id` matches the `id` of its {@link TabPanel}. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (extra) => cx(styles.tab, extra))}
    />
  );
}

/** Props of {@link TabPanel}. */
export type TabPanelProps = AriaTabPanelProps;
/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (extra) => cx(styles.tabPanel, extra))}
    />
  );
}
