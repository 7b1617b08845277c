import type { Locale } from '@altalena/i18n';
import { mediaUp, type ColorMode } from '@altalena/tokens';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Link,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { LanguageSwitch } from '../LanguageSwitch';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../Menu';
import { barControl } from '../private/barControl.css';
import { ThemeToggle } from '../ThemeToggle';
import * as styles from './AppShell.css';

/** A navigation link: `href` is routed by react-aria's RouterProvider. */
export interface NavItem {
  href: string;
  label: string;
  /** Icon shown before the label. */
  icon?: IconName;
  /** Marks the link of the current page (`aria-current="page"`). */
  isCurrent?: boolean;
}

/** A labelled group of navigation links. */
export interface NavGroup {
  /** Stable key of the group. */
  id: string;
  label: string;
  items: NavItem[];
}

/** One entry of the side navigation: a link or a group of links. */
export type NavEntry = NavItem | NavGroup;

/** The signed-in user shown in the top bar. */
export interface AppShellUser {
  name: string;
  email?: string;
}

/** An action of the user menu (log out, log out everywhere…). */
export interface UserMenuItem {
  id: string;
  label: string;
  icon?: IconName;
  onAction: () => void;
}

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Side navigation, as data; a drawer below the `md` breakpoint. */
  navigation: NavEntry[];
  /** The colour mode in use. */
  colorMode: ColorMode;
  /** Called with the colour mode the user asks for. */
  onColorModeChange: (colorMode: ColorMode) => void;
  /** The UI language in use. */
  locale: Locale;
  /** Called with the UI language the user picks. */
  onLocaleChange: (locale: Locale) => void;
  /** The signed-in user. */
  user: AppShellUser;
  /** Actions of the user menu. */
  userMenuItems: UserMenuItem[];
  /** Product name in the top bar; defaults to the catalog's `app.name`. */
  productName?: string;
  /** Logo shown before the product name (decorative). */
  logo?: ReactNode;
  /** Where the product name links to (default `/`). */
  homeHref?: string;
  /** The page. */
  children: ReactNode;
}

const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

function NavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  return (
    <li>
      <Link
        href={item.href}
        aria-current={item.isCurrent ? 'page' : undefined}
        className={styles.navLink}
        onPress={onNavigate}
      >
        {item.icon && <Icon name={item.icon} />}
        {item.label}
      </Link>
    </li>
  );
}

function NavGroupItem({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const labelId = useId();
  return (
    <li>
      <span id={labelId} className={styles.navGroupLabel}>
        {group.label}
      </span>
      <ul aria-labelledby={labelId} className={styles.navSubList}>
        {group.items.map((item) => (
          <NavLink key={item.href} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

function Navigation({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.layout.navigation' })}>
      <ul className={styles.navList}>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <NavGroupItem key={entry.id} group={entry} onNavigate={onNavigate} />
          ) : (
            <NavLink key={entry.href} item={entry} onNavigate={onNavigate} />
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The layout of the signed-in app: top bar (product, language, theme, user menu), side navigation
 * that turns into a modal drawer below `md`, a skip link and the `main` landmark.
 */
export function AppShell({
  navigation,
  colorMode,
  onColorModeChange,
  locale,
  onLocaleChange,
  user,
  userMenuItems,
  productName,
  logo,
  homeHref = '/',
  children,
}: AppShellProps) {
  const intl = useIntl();
  const mainId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const name = productName ?? intl.formatMessage({ id: 'app.name' });

  // The drawer only exists below `md`: close it when the viewport grows past the breakpoint.
  useEffect(() => {
    const query = window.matchMedia(mediaUp('md'));
    const close = () => {
      if (query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, []);

  return (
    <div className={styles.root}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Focus the target ourselves: a client router would swallow the fragment navigation.
          event.preventDefault();
          const target = document.getElementById(mainId);
          target?.focus();
          target?.scrollIntoView();
        }}
      >
        {intl.formatMessage({ id: 'ui.layout.skipToContent' })}
      </a>
      <header className={styles.topBar}>
        <span className={styles.menuButton}>
          <DialogTrigger isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
            <Button
              aria-label={intl.formatMessage({ id: 'ui.layout.openNavigation' })}
              className={barControl({ tone: 'inverse' })}
            >
              <Icon name="menu" />
            </Button>
            <ModalOverlay isDismissable className={styles.drawerOverlay}>
              <Modal className={styles.drawer}>
                <Dialog
                  aria-label={intl.formatMessage({ id: 'ui.layout.navigation' })}
                  className={styles.drawerDialog}
                >
                  <div className={styles.drawerHeader}>
                    <Heading slot="title" className={styles.drawerTitle}>
                      {name}
                    </Heading>
                    <Button
                      slot="close"
                      aria-label={intl.formatMessage({ id: 'ui.layout.closeNavigation' })}
                      className={barControl({ tone: 'inverse' })}
                    >
                      <Icon name="close" />
                    </Button>
                  </div>
                  <Navigation entries={navigation} onNavigate={() => setDrawerOpen(false)} />
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        </span>
        <Link href={homeHref} className={styles.brand}>
          {logo}
          {name}
        </Link>
        <span className={styles.spacer} />
        <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} tone="inverse" compact />
        <ThemeToggle colorMode={colorMode} onColorModeChange={onColorModeChange} tone="inverse" />
        <MenuTrigger>
          <Button
            aria-label={intl.formatMessage({ id: 'ui.layout.userMenu' }, { name: user.name })}
            className={barControl({ tone: 'inverse' })}
          >
            <Icon name="user" />
            <span className={styles.userName}>{user.name}</span>
            <Icon name="chevronDown" size="sm" />
          </Button>
          {/* Named by its trigger ("User menu: <name>"). */}
          <Menu placement="bottom end">
            <MenuSection
              title={
                <span className={styles.userHeader}>
                  <span className={styles.userHeaderName}>{user.name}</span>
                  {user.email && <span className={styles.userHeaderEmail}>{user.email}</span>}
                </span>
              }
            >
              {userMenuItems.map((item) => (
                <MenuItem
                  key={item.id}
                  id={item.id}
                  onAction={item.onAction}
                  icon={item.icon && <Icon name={item.icon} />}
                >
                  {item.label}
                </MenuItem>
              ))}
            </MenuSection>
          </Menu>
        </MenuTrigger>
      </header>
      <div className={styles.sidebar}>
        <Navigation entries={navigation} />
      </div>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
