import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMemoryRouter } from '../../stories/withMemoryRouter';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundPage,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen', router: { initialPath: '/pagina-che-non-esiste' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown route, in Italian. */
export const Playground: Story = {};

/** Italian: 404, "Risorsa non trovata." and "Vai alla home", which goes to '/'. */
export const Italian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.getByText('Risorsa non trovata.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vai alla home' }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveAttribute('data-path', '/'),
    );
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resource not found.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to home' })).toBeVisible();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(within(canvasElement).getByText('Risorsa non trovata.')).toBeVisible();
  },
};
