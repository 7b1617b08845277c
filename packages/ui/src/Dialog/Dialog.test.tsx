import { useState } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Button } from '../Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, closes on Escape and returns focus to the trigger', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Dialog
          title="Edit park"
          description="Change the park data."
          trigger={<Button>Open</Button>}
        >
          <input aria-label="Name" />
        </Dialog>
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Open' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Edit park' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('Change the park data.');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('traps focus and closes with its close button (labelled from the catalog)', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <Dialog title="Modifica" defaultOpen onOpenChange={onOpenChange}>
          <input aria-label="Nome" />
        </Dialog>
      </AltalenaProvider>,
    );
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await screen.getByRole('button', { name: 'Chiudi' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('returns focus to the opener when controlled without a trigger', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Delete</Button>
          <Dialog title="Sure?" open={open} onOpenChange={setOpen} size="sm" />
        </>
      );
    }
    const screen = await render(
      <AltalenaProvider locale="en">
        <Controlled />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Delete' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Sure?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});
