import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Alert } from './Alert';

describe('Alert', () => {
  it('uses role alert for danger and status for the other tones', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Alert tone="danger" title="Very high risk">
          Close the area.
        </Alert>
        <Alert tone="success" title="Saved" />
      </AltalenaProvider>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Very high riskClose the area.');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('has no dismiss button unless onDismiss is given', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Alert title="Info" />
      </AltalenaProvider>,
    );
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('calls onDismiss from the pointer and the keyboard, with a translated label', async () => {
    const onDismiss = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Alert title="Info" onDismiss={onDismiss} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Dismiss' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
    await screen.unmount();

    const it_ = await render(
      <AltalenaProvider locale="it">
        <Alert title="Info" onDismiss={onDismiss} />
      </AltalenaProvider>,
    );
    await expect.element(it_.getByRole('button', { name: 'Chiudi' })).toBeVisible();
  });
});
