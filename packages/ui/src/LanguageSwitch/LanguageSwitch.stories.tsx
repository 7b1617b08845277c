import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withInverseSurface } from '../private/withInverseSurface';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Layouts/LanguageSwitch',
  component: LanguageSwitch,
  args: { locale: 'it', onLocaleChange: fn() },
  argTypes: {
    locale: { control: 'inline-radio', options: ['it', 'en'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** The menu open, the current language checked; picking the other one calls back. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Italiano' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

/** English selected. */
export const English: Story = { args: { locale: 'en' } };

/** Compact: below `md` only the globe shows. */
export const Compact: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** On the inverse surface of the top bar. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [withInverseSurface],
};
