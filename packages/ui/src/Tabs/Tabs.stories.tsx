import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Parco">
        <Tab id="data">Dati</Tab>
        <Tab id="toys">Giochi</Tab>
        <Tab id="inspections">Ispezioni</Tab>
        <Tab id="archive" isDisabled>
          Archivio
        </Tab>
      </TabList>
      <TabPanel id="data">Indirizzo, coordinate e recinzione del parco.</TabPanel>
      <TabPanel id="toys">Elenco dei giochi installati.</TabPanel>
      <TabPanel id="inspections">Ispezioni svolte e programmate.</TabPanel>
      <TabPanel id="archive">Archivio.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'toys' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Giochi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Elenco dei giochi installati.');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('toys');
  },
};
