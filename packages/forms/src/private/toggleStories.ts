import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { encodeValidationMessage } from '../validation';
import { withStoryForm } from './StoryForm';

/**
 * The meta of a required on/off field's stories (`FormCheckbox`, `FormSwitch`), but for its `title` and
 * `component`: in a form whose `value` must be on, labelled `label`.
 */
export const requiredToggleMeta = (label: string) => ({
  decorators: [
    withStoryForm(
      z.object({
        value: z.boolean().refine(Boolean, encodeValidationMessage('validation.required')),
      }),
      { value: false },
    ),
  ],
  args: {
    name: 'value',
    width: 'md' as const,
    label,
    isRequired: true,
  },
  argTypes: {
    width: { control: 'inline-radio' as const, options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
});

/** The stories of a required on/off field whose input has `role` and the label `label`. */
export const requiredToggleStories = (role: 'checkbox' | 'switch', label: string) => ({
  /** With a value from the form's default values. */
  filled: { parameters: { formValues: { value: true } } },
  /** Disabled by its prop. */
  disabled: { args: { isDisabled: true }, parameters: { formValues: { value: true } } },
  /** The form's error, translated from the validation catalogue, under the field. */
  withError: {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
      await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
      await expect(canvas.getByRole(role, { name: new RegExp(label) })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  },
});
