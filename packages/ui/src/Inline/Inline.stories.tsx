import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Inline } from './Inline';

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    children: [
      <Button key="save">Salva</Button>,
      <Button key="cancel" variant="ghost">
        Annulla
      </Button>,
      <Button key="delete" variant="danger" size="sm">
        Elimina
      </Button>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    alignY: {
      control: 'inline-radio',
      options: ['stretch', 'top', 'center', 'bottom', 'baseline'],
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const AlignCenter: Story = { args: { align: 'center' } };
export const AlignEnd: Story = { args: { align: 'end' } };
export const AlignBetween: Story = { args: { align: 'between' } };
export const AlignYCenter: Story = { args: { alignY: 'center' } };

/** Many children wrap onto more rows, the same space between rows as between children. */
export const Wrapping: Story = {
  args: {
    space: 'xs',
    children: [
      'Altalena',
      'Scivolo',
      'Dondolo',
      'Castello',
      'Sabbiera',
      'Teleferica',
      'Giostra',
    ].map((name) => <Badge key={name}>{name}</Badge>),
  },
};
