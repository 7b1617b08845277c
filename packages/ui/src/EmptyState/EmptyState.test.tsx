import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, a description and an operable action', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <EmptyState
          headingLevel={3}
          icon={<span>icon</span>}
          title="No parks"
          description="Add the first park."
          action={<Button onPress={onPress}>New park</Button>}
        />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 3, name: 'No parks' })).toBeVisible();
    await expect.element(screen.getByText('Add the first park.')).toBeVisible();
    await screen.getByRole('button', { name: 'New park' }).click();
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.getByText('icon').element().closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
