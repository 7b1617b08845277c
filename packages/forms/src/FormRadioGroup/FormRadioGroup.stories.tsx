import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { itemOutcomes } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { Radio } from '@altalena/ui';
import { FormRadioGroup } from './FormRadioGroup';

/** `RadioGroup` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormRadioGroup',
  component: FormRadioGroup,
  decorators: [withStoryForm(z.object({ value: z.enum(itemOutcomes) }), { value: '' })],
  args: {
    name: 'value',
    width: 'md',
    label: 'Esito',
    isRequired: true,
    children: (
      <>
        <Radio value="ok">Conforme</Radio>
        <Radio value="defect">Difetto</Radio>
        <Radio value="not_inspectable">Non ispezionabile</Radio>
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: 'defect' } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 'defect' } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Conforme' })).toHaveFocus();
    await userEvent.click(canvas.getByText('Difetto'));
    await expect(canvas.queryByText('Campo obbligatorio')).not.toBeInTheDocument();
  },
};
