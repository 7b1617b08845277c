import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Home', href: '#home' },
      { id: 'parks', label: 'Parchi', href: '#parks' },
      { id: 'park', label: 'Parco Sempione' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Percorso di navigazione' })).toBeVisible();
    await expect(canvas.getByText('Parco Sempione')).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleItem: Story = { args: { items: [{ id: 'home', label: 'Home' }] } };

export const Long: Story = {
  args: {
    items: [
      { id: 'home', label: 'Home', href: '#home' },
      { id: 'customers', label: 'Clienti', href: '#customers' },
      { id: 'customer', label: 'Comune di Bergamo', href: '#customer' },
      { id: 'parks', label: 'Parchi', href: '#parks' },
      { id: 'park', label: 'Parco della Trucca', href: '#park' },
      { id: 'toy', label: 'Altalena doppia a nido' },
    ],
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};
