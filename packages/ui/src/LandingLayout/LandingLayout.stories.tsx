import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@altalena/tokens';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LandingLayout } from './LandingLayout';

const meta = {
  title: 'Layouts/LandingLayout',
  component: LandingLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    navigation: [
      { href: '/#servizi', label: 'Servizi' },
      { href: '/#normativa', label: 'Normativa' },
      { href: '/#contatti', label: 'Contatti' },
    ],
    locale: 'it',
    onLocaleChange: fn(),
    colorMode: 'light',
    onColorModeChange: fn(),
    children: (
      <section style={{ padding: vars.space.xxl }}>
        <h1>Parchi gioco sicuri</h1>
        <p>Ispezioni secondo EN 1176-7 e EN 1177, rapporti e preventivi online.</p>
      </section>
    ),
  },
} satisfies Meta<typeof LandingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Header with links, switches and the login button; toggling the theme calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Accedi|Log in/ })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
  },
};

/** Phone width: the links wrap to their own row. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Without links and with a custom footer. */
export const Minimal: Story = {
  args: { navigation: [], footer: 'Altalena S.r.l. · P.IVA 01234567890' },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { colorMode: 'dark' } };
