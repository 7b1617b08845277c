import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'UI/Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surfaceRaised',
    color: 'text',
    borderRadius: 'md',
    children: 'Parco Sempione: 12 giochi',
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'section', 'article', 'aside', 'p'] },
    padding: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Padding that grows from `md` up. */
export const ResponsivePadding: Story = {
  args: { padding: { xs: 'sm', md: 'xxl' } },
};

/** A list loses its bullets, margin and padding. */
export const AsList: Story = {
  args: {
    as: 'ul',
    padding: undefined,
    children: (
      <>
        <Box as="li">Altalena</Box>
        <Box as="li">Scivolo</Box>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
