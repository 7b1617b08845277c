import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('uses the catalog labels and cancels on Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <ConfirmDialog
          title="Eliminare il parco?"
          message="L'operazione non si può annullare."
          onConfirm={onConfirm}
          onCancel={onCancel}
          trigger={<Button>Elimina</Button>}
        />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Elimina' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminare il parco?' });
    await expect.element(dialog).toHaveAccessibleDescription("L'operazione non si può annullare.");
    await expect.element(screen.getByRole('button', { name: 'Conferma' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Annulla' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('button', { name: 'Elimina' })).toHaveFocus();
  });

  it('stays pending while onConfirm runs and closes when it resolves', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const onOpenChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <ConfirmDialog
          title="Delete?"
          message="This cannot be undone."
          tone="danger"
          confirmLabel="Delete"
          defaultOpen
          onConfirm={onConfirm}
          onOpenChange={onOpenChange}
        />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Delete' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('progressbar')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape is ignored while the action runs.
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    resolve();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when onConfirm rejects', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <ConfirmDialog
          title="Delete?"
          message="This cannot be undone."
          defaultOpen
          onConfirm={() => Promise.reject(new Error('conflict'))}
        />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
  });
});
