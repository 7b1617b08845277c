import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by aria-label, hides its icon and works from the keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <IconButton icon="trash" aria-label="Delete" onPress={onPress} />
      </AltalenaProvider>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await expect.element(button).toBeVisible();
    expect(button.element().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await button.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses when disabled', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <IconButton icon="close" aria-label="Close" isDisabled onPress={onPress} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Close' }).click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
