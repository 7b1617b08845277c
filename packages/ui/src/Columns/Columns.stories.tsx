import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SampleBlock } from '../private/SampleBlock';
import { Column, Columns } from './Columns';

const meta = {
  title: 'UI/Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  args: {
    space: 'lg',
    children: [
      <Column key="1">
        <SampleBlock>Dati del parco</SampleBlock>
      </Column>,
      <Column key="2">
        <SampleBlock>Giochi</SampleBlock>
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg'] },
    alignY: { control: 'inline-radio', options: ['stretch', 'top', 'center', 'bottom'] },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** `3/5` and `2/5`: the row shared as CSS grid's `3fr 2fr`. */
export const Fractions: Story = {
  args: {
    children: [
      <Column key="1" width="3/5">
        <SampleBlock>Interventi</SampleBlock>
      </Column>,
      <Column key="2" width="2/5">
        <SampleBlock>Rischi</SampleBlock>
      </Column>,
    ],
  },
};

/** A column as wide as its content beside one that takes the rest. */
export const ContentWidth: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="1" width="content">
        <SampleBlock>Etichetta</SampleBlock>
      </Column>,
      <Column key="2">
        <SampleBlock>Parco Sempione, Milano</SampleBlock>
      </Column>,
    ],
  },
};

/** Stacked on a phone, side by side from `md` up. */
export const CollapseBelowMd: Story = {
  args: { collapseBelow: 'md' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Dati del parco').getBoundingClientRect();
    const second = canvas.getByText('Giochi').getBoundingClientRect();
    const sideBySide = window.matchMedia('(min-width: 960px)').matches;
    await expect(second.top === first.top).toBe(sideBySide);
  },
};
