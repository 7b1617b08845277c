import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Nuovo', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: [...badgeTones] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Neutral: Story = { args: { tone: 'neutral', children: 'Bozza' } };
export const Primary: Story = { args: { tone: 'primary', children: 'In evidenza' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Nuovo' } };
export const Success: Story = { args: { tone: 'success', children: 'Attivo' } };
export const Warning: Story = { args: { tone: 'warning', children: 'In scadenza' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Scaduto' } };
export const Info: Story = { args: { tone: 'info', children: 'Programmata' } };

/** Every tone side by side, including the four risk colours. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('riskVeryHigh')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    tone: 'success',
    children: 'Verificata',
    icon: (
      <svg
        width="12"
        height="12"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 8.5l3 3 7-7" />
      </svg>
    ),
  },
};
