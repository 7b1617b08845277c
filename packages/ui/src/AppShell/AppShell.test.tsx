import type { Locale } from '@altalena/i18n';
import type { ColorMode } from '@altalena/tokens';
import { RouterProvider } from 'react-aria-components';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { AppShell, type AppShellProps } from './AppShell';
import * as styles from './AppShell.css';

const navigation: AppShellProps['navigation'] = [
  { href: '/dashboard', label: 'Dashboard', icon: 'home', isCurrent: true },
  {
    id: 'registry',
    label: 'Registry',
    items: [
      { href: '/parks', label: 'Parks' },
      { href: '/toys', label: 'Toys' },
    ],
  },
];

function renderShell(overrides: Partial<AppShellProps> = {}, locale: Locale = 'en') {
  const props: AppShellProps = {
    navigation,
    colorMode: 'light',
    onColorModeChange: vi.fn(),
    locale,
    onLocaleChange: vi.fn(),
    user: { name: 'Mario Rossi', email: 'mario@example.com' },
    userMenuItems: [{ id: 'logout', label: 'Log out', icon: 'logout', onAction: vi.fn() }],
    children: <p>Page content</p>,
    ...overrides,
  };
  const navigate = vi.fn();
  return {
    props,
    navigate,
    rendered: render(
      <AltalenaProvider locale={locale}>
        <RouterProvider navigate={navigate}>
          <AppShell {...props} />
        </RouterProvider>
      </AltalenaProvider>,
    ),
  };
}

describe('AppShell', () => {
  describe('below md', () => {
    beforeEach(async () => {
      await page.viewport(400, 800);
    });

    it('opens the drawer from the keyboard, traps focus in it and closes it with Escape', async () => {
      const screen = await renderShell().rendered;
      await expect.element(screen.getByRole('navigation')).not.toBeInTheDocument();
      const opener = screen.getByRole('button', { name: 'Open navigation menu' });

      await userEvent.tab(); // skip link
      await userEvent.tab();
      await expect.element(opener).toHaveFocus();
      await userEvent.keyboard('{Enter}');

      const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
      await expect.element(drawer).toBeVisible();
      await expect
        .element(drawer.getByRole('link', { name: 'Dashboard' }))
        .toHaveAttribute('aria-current', 'page');
      for (let i = 0; i < 6; i += 1) {
        await userEvent.tab();
        expect(drawer.element().contains(document.activeElement)).toBe(true);
      }

      await userEvent.keyboard('{Escape}');
      await expect.element(drawer).not.toBeInTheDocument();
      await expect.element(opener).toHaveFocus();
    });

    it('closes the drawer on a click on the overlay and with its close button', async () => {
      const screen = await renderShell().rendered;
      const opener = screen.getByRole('button', { name: 'Open navigation menu' });
      await opener.click();
      const drawer = screen.getByRole('dialog');
      await expect.element(drawer).toBeVisible();
      const overlay = document.querySelector(`.${styles.drawerOverlay}`) as HTMLElement;
      // A point at the right edge: outside the drawer, on the overlay.
      await userEvent.click(overlay, { position: { x: 395, y: 400 } });
      await expect.element(drawer).not.toBeInTheDocument();

      await opener.click();
      await screen.getByRole('button', { name: 'Close navigation menu' }).click();
      await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    });

    it('routes a link of the drawer and closes it', async () => {
      const { rendered, navigate } = renderShell();
      const screen = await rendered;
      await screen.getByRole('button', { name: 'Open navigation menu' }).click();
      await screen.getByRole('link', { name: 'Parks' }).click();
      expect(navigate).toHaveBeenCalledWith('/parks', undefined);
      await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('from md up', () => {
    beforeEach(async () => {
      await page.viewport(1200, 800);
    });

    it('shows the side navigation, grouped, and no drawer button', async () => {
      const screen = await renderShell().rendered;
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      await expect.element(nav).toBeVisible();
      await expect.element(nav.getByRole('list', { name: 'Registry' })).toBeVisible();
      await expect
        .element(nav.getByRole('link', { name: 'Dashboard' }))
        .toHaveAttribute('aria-current', 'page');
      await expect
        .element(nav.getByRole('link', { name: 'Parks' }))
        .not.toHaveAttribute('aria-current');
      // Hidden with display: none, so absent from the accessibility tree.
      expect(screen.getByRole('button', { name: 'Open navigation menu' }).query()).toBeNull();
    });

    it('skips to the main content from the first tab stop', async () => {
      const screen = await renderShell().rendered;
      await userEvent.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      await expect.element(skip).toHaveFocus();
      await expect.element(skip).toBeVisible();
      await userEvent.keyboard('{Enter}');
      const main = screen.getByRole('main');
      await expect.element(main).toHaveFocus();
      expect(skip.element().getAttribute('href')).toBe(`#${main.element().id}`);
      await expect.element(main.getByText('Page content')).toBeVisible();
    });

    it('calls back with the new colour mode', async () => {
      const onColorModeChange = vi.fn<(mode: ColorMode) => void>();
      const screen = await renderShell({ onColorModeChange }).rendered;
      const toggle = screen.getByRole('button', { name: 'Dark theme' });
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      expect(onColorModeChange).toHaveBeenLastCalledWith('dark');

      await screen.rerender(
        <AltalenaProvider locale="en">
          <AppShell
            {...renderShellProps()}
            colorMode="dark"
            onColorModeChange={onColorModeChange}
          />
        </AltalenaProvider>,
      );
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
      await toggle.click();
      expect(onColorModeChange).toHaveBeenLastCalledWith('light');
    });

    it('calls back with the language picked, named in its own language', async () => {
      const onLocaleChange = vi.fn<(locale: Locale) => void>();
      const screen = await renderShell({ onLocaleChange }, 'it').rendered;
      await screen.getByRole('button', { name: 'Lingua: Italiano' }).click();
      const menu = screen.getByRole('menu', { name: 'Lingua' });
      await expect
        .element(menu.getByRole('menuitemradio', { name: 'Italiano' }))
        .toHaveAttribute('aria-checked', 'true');
      await menu.getByRole('menuitemradio', { name: 'English' }).click();
      expect(onLocaleChange).toHaveBeenCalledWith('en');
    });

    it('opens the user menu and runs the chosen action', async () => {
      const onLogout = vi.fn();
      const screen = await renderShell({
        userMenuItems: [
          { id: 'logout', label: 'Log out', onAction: onLogout },
          { id: 'logout-all', label: 'Log out everywhere', onAction: vi.fn() },
        ],
      }).rendered;
      await screen.getByRole('button', { name: 'User menu: Mario Rossi' }).click();
      const menu = screen.getByRole('menu', { name: 'User menu: Mario Rossi' });
      await expect.element(menu).toBeVisible();
      await expect.element(menu.getByText('mario@example.com')).toBeVisible();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{ArrowUp}');
      await menu.getByRole('menuitem', { name: 'Log out', exact: true }).click();
      expect(onLogout).toHaveBeenCalledTimes(1);
      await expect.element(menu).not.toBeInTheDocument();
    });
  });
});

function renderShellProps(): AppShellProps {
  return {
    navigation,
    colorMode: 'light',
    onColorModeChange: () => {},
    locale: 'en',
    onLocaleChange: () => {},
    user: { name: 'Mario Rossi' },
    userMenuItems: [],
    children: <p>Page content</p>,
  };
}
