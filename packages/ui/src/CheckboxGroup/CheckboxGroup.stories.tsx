import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

/** Several options, any number chosen: a contract's services, an installer's scope. */
const meta = {
  title: 'Inputs/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Servizi',
    defaultValue: ['annual_main'],
    children: [
      <Checkbox key="a" value="routine_visual">
        Ispezione visiva ordinaria
      </Checkbox>,
      <Checkbox key="b" value="annual_main">
        Ispezione annuale principale
      </Checkbox>,
      <Checkbox key="c" value="repair">
        Riparazioni
      </Checkbox>,
    ],
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** One under the other. */
export const Vertical: Story = { args: { orientation: 'vertical' } };

/** Invalid with its message. */
export const WithError: Story = {
  args: { defaultValue: [], errorMessage: 'Seleziona almeno un elemento', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seleziona almeno un elemento')).toBeVisible();
  },
};

/** Keyboard: Tab to an option, Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('checkbox', { name: 'Ispezione visiva ordinaria' }),
    ).toBeChecked();
  },
};
