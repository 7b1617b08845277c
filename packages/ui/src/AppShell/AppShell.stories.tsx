import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@altalena/tokens';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layouts/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    navigation: [
      { href: '/dashboard', label: 'Dashboard', icon: 'home', isCurrent: true },
      {
        id: 'registry',
        label: 'Anagrafiche',
        items: [
          { href: '/customers', label: 'Clienti', icon: 'user' },
          { href: '/installers', label: 'Installatori' },
        ],
      },
      {
        id: 'activity',
        label: 'Attività',
        items: [
          { href: '/parks', label: 'Parchi' },
          { href: '/toys', label: 'Giochi' },
          { href: '/inspections', label: 'Ispezioni', icon: 'calendar' },
          { href: '/quotes', label: 'Preventivi' },
        ],
      },
    ],
    colorMode: 'light',
    onColorModeChange: fn(),
    locale: 'it',
    onLocaleChange: fn(),
    user: { name: 'Mario Rossi', email: 'mario.rossi@example.com' },
    userMenuItems: [
      { id: 'logout', label: 'Esci', icon: 'logout', onAction: fn() },
      { id: 'logout-all', label: 'Esci da tutti i dispositivi', onAction: fn() },
    ],
    children: (
      <div style={{ padding: vars.space.lg }}>
        <h1>Dashboard</h1>
        <p>Contenuto della pagina.</p>
      </div>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** From `md` up: side navigation always visible, current page highlighted. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: /Dashboard/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

/** Below `md` the navigation lives in a modal drawer opened from the top bar. */
export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: /menu di navigazione|navigation menu/ }),
    );
    const drawer = await screen.findByRole('dialog');
    // Waits out the drawer's entering animation.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: /Parchi/ })).toBeVisible());
  },
};

/** The user menu with the account actions. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Mario Rossi/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('mario.rossi@example.com')).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(args.userMenuItems.length);
  },
};

/** The language menu, open. */
export const LanguageMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Lingua|Language/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(2));
  },
};

/** The dark theme (also reachable from the toolbar). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { colorMode: 'dark' },
};
