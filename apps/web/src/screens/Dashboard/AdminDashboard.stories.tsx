import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMemoryRouter } from '../../stories/withMemoryRouter';
import { adminUser, dashboardArgs } from './dashboardStories';
import { DashboardPage } from './DashboardPage';

/** `/dashboard/admin`: greeting, the administrator's own details and an honest empty state. */
const meta = {
  title: 'Screens/Dashboard/Admin',
  component: DashboardPage,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen', router: { initialPath: '/dashboard/admin' } },
  args: { ...dashboardArgs(), variant: 'admin', user: adminUser },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Italian: greeting, account details, no invented numbers. */
export const Italian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ciao, Luca Bianchi!' }),
    ).toBeVisible();
    const account = within(canvas.getByRole('region', { name: 'Il tuo account' }));
    for (const text of [
      'Luca Bianchi',
      'admin',
      'admin@altalena.example',
      'Amministratore',
      'Italiano',
    ])
      await expect(account.getByText(text, { exact: true })).toBeVisible();
    await expect(account.getByText(/2025/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Qui non c’è ancora niente da mostrare' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hello, Luca Bianchi!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Administrator', { exact: true })).toBeVisible();
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

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
