import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked and from the keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Button onPress={onPress}>Save</Button>
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses and announces the wait while pending', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <Button isPending onPress={onPress}>
          Salva
        </Button>
      </AltalenaProvider>,
    );
    await screen.getByRole('button').click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('progressbar')).toHaveAccessibleName('Attendere…');
  });
});
