import type { Meta, StoryObj } from '@storybook/react-vite';
import { requiredToggleMeta, requiredToggleStories } from '../private/toggleStories';
import { FormSwitch } from './FormSwitch';

/** `Switch` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormSwitch',
  component: FormSwitch,
  ...requiredToggleMeta('Area recintata'),
} satisfies Meta<typeof FormSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = requiredToggleStories('switch', 'Area recintata');

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = stories.filled;

/** Disabled by its prop. */
export const Disabled: Story = stories.disabled;

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = stories.withError;
