import { Checkbox } from '@altalena/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { encodeValidationMessage } from '../validation';
import { FormCheckboxGroup } from './FormCheckboxGroup';

/** `CheckboxGroup` bound to react-hook-form (an array of the chosen values); here the parks a contract covers. */
const meta = {
  title: 'Forms/FormCheckboxGroup',
  component: FormCheckboxGroup,
  decorators: [
    withStoryForm(
      z.object({
        value: z
          .array(z.number())
          .min(1, encodeValidationMessage('validation.minItems', { min: 1 })),
      }),
      { value: [] },
    ),
  ],
  args: {
    name: 'value',
    numeric: true,
    label: 'Parchi coperti',
    orientation: 'vertical',
    children: [
      <Checkbox key="1" value="1">
        Giardino Giusti
      </Checkbox>,
      <Checkbox key="2" value="2">
        Parco San Giacomo
      </Checkbox>,
    ],
  },
} satisfies Meta<typeof FormCheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Ids from the form's values tick their boxes. */
export const Filled: Story = {
  parameters: { formValues: { value: [2] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Parco San Giacomo' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Giardino Giusti' })).not.toBeChecked();
  },
};

/** Nothing chosen: the translated error under the group; ticking one clears it. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText(/Seleziona almeno 1/)).toBeVisible();
    await userEvent.click(canvas.getByText('Giardino Giusti'));
    await expect(canvas.queryByText(/Seleziona almeno 1/)).not.toBeInTheDocument();
  },
};
