import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Data del sopralluogo', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: '2025-03-15' } };

export const OpenCalendar: Story = {
  args: { defaultValue: '2025-03-15', minValue: '2025-03-05', maxValue: '2025-03-25' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('grid')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-16');
  },
};

export const WithDescription: Story = { args: { description: 'Giorno in cui è stato svolto.' } };

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Campo obbligatorio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Campo obbligatorio')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2025-03-15' } };
