import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Ispezione programmata',
    children: 'La prossima ispezione annuale è prevista per il 12 maggio.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Ispezione programmata',
    );
  },
};
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Preventivo accettato',
    children: 'Il cliente ha accettato il preventivo.',
  },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Contratto in scadenza',
    children: 'Il contratto scade tra 15 giorni.',
  },
};
export const Danger: Story = {
  args: { tone: 'danger', title: 'Rischio molto alto', children: "Chiudere subito l'area giochi." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Rischio molto alto');
  },
};
export const WithoutTitle: Story = { args: { title: undefined } };

const onDismiss = fn();
export const Dismissible: Story = {
  args: { onDismiss },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        {open && (
          <Alert
            {...args}
            onDismiss={() => {
              args.onDismiss?.();
              setOpen(false);
            }}
          />
        )}
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chiudi' }));
    await expect(onDismiss).toHaveBeenCalled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
