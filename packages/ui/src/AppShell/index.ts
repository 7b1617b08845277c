export { AppShell } from './AppShell';
export type {
  AppShellProps,
  AppShellUser,
  NavEntry,
  NavGroup,
  NavItem,
  UserMenuItem,
} from './AppShell';
