import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withMemoryRouter } from '../../stories/withMemoryRouter';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Screens/Landing',
  component: LandingPage,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen', router: { initialPath: '/' } },
  args: {
    locale: 'it',
    colorMode: 'light',
    onLocaleChange: fn(),
    onColorModeChange: fn(),
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as an Italian visitor sees it first. */
export const Playground: Story = {};

/** Italian: what Altalena is, who it is for, how it works, and the way to log in. */
export const Italian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Aree gioco sicure, ispezionate e documentate',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/EN 1176-7 ed EN 1177/)).toBeVisible();
    for (const name of ['Comuni', 'Scuole', 'Campeggi', 'Condomini', 'Aziende']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: "Accedi all'area clienti" })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

/** English copy, with the English catalog. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Safe playgrounds, inspected and documented' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in to the customer portal' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The login link routes client-side to /auth/login. */
export const LogIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: "Accedi all'area clienti" }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveAttribute('data-path', '/auth/login'),
    );
  },
};

/** The site navigation jumps to the sections of the page. */
export const HowItWorks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Navigazione del sito' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Che cosa facciamo',
      'A chi si rivolge',
      'Come funziona',
    ]);
    await userEvent.click(nav.getByRole('link', { name: 'Come funziona' }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveAttribute('data-path', '/#how-it-works'),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Come funziona' })).toBeVisible();
  },
};

/** The theme toggle asks for the dark theme. */
export const ToggleTheme: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tema scuro' }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
  },
};

/** The language switch asks for English. */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lingua: Italiano' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};
