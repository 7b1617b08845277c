import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Parco Sempione',
    description: 'Milano (MI)',
    children: '12 giochi, ultima ispezione annuale il 3 marzo.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Parco Sempione' }),
    ).toBeVisible();
  },
};

export const BodyOnly: Story = { args: { title: undefined, description: undefined } };

const onEdit = fn();
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="ghost" size="sm" onPress={onEdit}>
        Modifica
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Modifica' }));
    await expect(onEdit).toHaveBeenCalled();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="ghost">Annulla</Button>
        <Button>Salva</Button>
      </>
    ),
  },
};
