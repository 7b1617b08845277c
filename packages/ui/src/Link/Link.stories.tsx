import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#parchi', children: 'Elenco dei parchi' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Inline: Story = {
  render: (args) => (
    <p>
      Consulta l’
      <Link {...args} variant="inline" /> per vedere le prossime ispezioni.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-focus-visible');
  },
};
