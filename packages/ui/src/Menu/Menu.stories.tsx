import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost">Azioni</Button>
      <Menu {...args}>
        <MenuSection title="Parco">
          <MenuItem id="edit" icon={<Icon name="edit" />}>
            Modifica
          </MenuItem>
          <MenuItem id="export" icon={<Icon name="download" />}>
            Esporta CSV
          </MenuItem>
          <MenuItem id="archive" isDisabled>
            Archivia
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Icon name="trash" />} isDanger>
          Elimina
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Azioni' })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Azioni' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // react-aria passes the key first (and nothing useful after it).
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('export');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Azioni' })).toHaveFocus(),
    );
  },
};
