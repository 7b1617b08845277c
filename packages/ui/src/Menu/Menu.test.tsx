import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

function Actions({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button variant="ghost">Actions</Button>
      <Menu onAction={onAction}>
        <MenuSection title="Park">
          <MenuItem id="edit" icon={<Icon name="edit" />}>
            Edit
          </MenuItem>
          <MenuItem id="export" icon={<Icon name="download" />}>
            Export
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Icon name="trash" />} isDanger>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens from the keyboard, runs the chosen action and returns focus', async () => {
    const onAction = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Actions onAction={onAction} />
      </AltalenaProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Actions' });
    await expect.element(menu).toBeVisible();
    await expect.element(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await expect.element(screen.getByRole('group', { name: 'Park' })).toBeVisible();
    await expect.element(screen.getByRole('separator')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('delete');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('closes on Escape without an action', async () => {
    const onAction = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Actions onAction={onAction} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Actions' }).click();
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });
});
