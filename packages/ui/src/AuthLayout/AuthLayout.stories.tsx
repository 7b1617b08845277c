import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@altalena/tokens';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { AuthLayout } from './AuthLayout';

const loginForm = (
  <form
    style={{ display: 'flex', flexDirection: 'column', gap: vars.space.md }}
    onSubmit={(event) => event.preventDefault()}
  >
    <TextField label="Nome utente" name="username" autoComplete="username" />
    <Button type="submit" fullWidth>
      Continua
    </Button>
  </form>
);

const meta = {
  title: 'Layouts/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Accedi',
    children: loginForm,
    footer: <Link href="/auth/reset-password">Password dimenticata?</Link>,
    locale: 'it',
    onLocaleChange: fn(),
    colorMode: 'light',
    onColorModeChange: fn(),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** The login card with its switches; toggling the theme calls back. */
export const Login: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
  },
};

/** With a description and no footer. */
export const WithDescription: Story = {
  args: {
    title: 'Reimposta la password',
    description: 'Inserisci il nome utente: ti invieremo un codice via email.',
    footer: undefined,
  },
};

/** Without the language and theme controls. */
export const WithoutSwitches: Story = {
  args: {
    locale: undefined,
    onLocaleChange: undefined,
    colorMode: undefined,
    onColorModeChange: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};

/** Phone width. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { colorMode: 'dark' } };
