import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMemoryRouter } from '../../stories/withMemoryRouter';
import { customerUser, dashboardArgs } from './dashboardStories';
import { DashboardPage } from './DashboardPage';

/** `/dashboard/customer`: greeting, the customer user's own details and an honest empty state. */
const meta = {
  title: 'Screens/Dashboard/Customer',
  component: DashboardPage,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen', router: { initialPath: '/dashboard/customer' } },
  args: { ...dashboardArgs(), variant: 'customer', user: customerUser },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Italian: a first login (no previous one) of a customer user. */
export const Italian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ciao, Giulia Rossi!' }),
    ).toBeVisible();
    const account = within(canvas.getByRole('region', { name: 'Il tuo account' }));
    for (const text of ['comune.verona', 'Cliente', 'English', 'Questo è il tuo primo accesso'])
      await expect(account.getByText(text, { exact: true })).toBeVisible();
    await expect(canvas.getByText(/La tua dashboard/)).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hello, Giulia Rossi!' }),
    ).toBeVisible();
    await expect(canvas.getByText('This is your first login')).toBeVisible();
  },
};

/** A user without a name is greeted by username. */
export const WithoutName: Story = {
  args: { user: { ...customerUser, first_name: '', last_name: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ciao, comune.verona!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Non indicato')).toBeVisible();
  },
};

/** The user menu open; "Cambia password" asks to change it. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu utente: Giulia Rossi' }));
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
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
