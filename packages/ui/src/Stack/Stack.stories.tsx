import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { SampleBlock } from '../private/SampleBlock';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: {
    space: 'md',
    children: [
      <SampleBlock key="1">Parco Sempione</SampleBlock>,
      <SampleBlock key="2">Giardini Indro Montanelli</SampleBlock>,
      <SampleBlock key="3">Parco Nord</SampleBlock>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const AlignStart: Story = { args: { align: 'start' } };
export const AlignCenter: Story = { args: { align: 'center' } };
export const AlignEnd: Story = { args: { align: 'end' } };

/** `sm` between the children on a phone, `xl` from `md` up. */
export const ResponsiveSpace: Story = { args: { space: { xs: 'sm', md: 'xl' } } };

/** A list of items: `as="ul"` with `li` children. */
export const AsList: Story = {
  args: {
    as: 'ul',
    children: [
      <Box as="li" key="1">
        <SampleBlock>Altalena</SampleBlock>
      </Box>,
      <Box as="li" key="2">
        <SampleBlock>Scivolo</SampleBlock>
      </Box>,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
