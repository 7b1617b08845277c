import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMemoryRouter } from '../../stories/withMemoryRouter';
import { SignedInShell } from './SignedInShell';
import { adminUser, customerUser, dashboardArgs } from './shellStories';

/**
 * The signed-in app's frame around every screen: the menu the role may open and the user menu. The
 * dashboards inside it have their stories on the mock API (Screens/Dashboard).
 */
const meta = {
  title: 'Screens/App frame',
  component: SignedInShell,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen', router: { initialPath: '/dashboard/admin' } },
  args: {
    ...dashboardArgs(),
    user: adminUser,
    children: <p>Contenuto della pagina</p>,
  },
} satisfies Meta<typeof SignedInShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** The administrator's menu: the registry and the settings, the dashboard marked current. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Clienti' })).toBeVisible();
  },
};

/** A customer user's menu: no registry of the company. */
export const Customer: Story = {
  parameters: { router: { initialPath: '/dashboard/customer' } },
  args: { user: customerUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Parchi' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Clienti' })).toBeNull();
  },
};

/** The user menu open: reminders, change password, log out, log out of all devices. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu utente: Luca Bianchi' }));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Promemoria', 'Cambia password', 'Esci', 'Esci da tutti i dispositivi']);
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: 'Esci da tutti i dispositivi' }),
    );
    await waitFor(() => expect(args.onLogoutAll).toHaveBeenCalledOnce());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Logging out from the user menu. */
export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu utente: Luca Bianchi' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Esci' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
  },
};

/** "Cambia password" asks to change it; a user without a name is shown by username. */
export const ChangePassword: Story = {
  args: { user: { ...customerUser, first_name: '', last_name: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu utente: comune.verona' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Cambia password' }));
    await waitFor(() => expect(args.onChangePassword).toHaveBeenCalledOnce());
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(within(canvasElement).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};
