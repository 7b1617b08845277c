import type { Meta, StoryObj } from '@storybook/react-vite';
import { requiredToggleMeta, requiredToggleStories } from '../private/toggleStories';
import { FormCheckbox } from './FormCheckbox';

/** `Checkbox` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormCheckbox',
  component: FormCheckbox,
  ...requiredToggleMeta('Ho letto il verbale'),
} satisfies Meta<typeof FormCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = requiredToggleStories('checkbox', 'Ho letto il verbale');

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = stories.filled;

/** Disabled by its prop. */
export const Disabled: Story = stories.disabled;

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = stories.withError;
