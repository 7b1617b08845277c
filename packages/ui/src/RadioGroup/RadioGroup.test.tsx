import { createRef } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Radio, RadioGroup, type RadioGroupHandle } from './RadioGroup';

const options = (
  <>
    <Radio value="open">Open</Radio>
    <Radio value="closed">Closed</Radio>
    <Radio value="archived">Archived</Radio>
  </>
);

describe('RadioGroup', () => {
  it('selects by click and moves the selection with the arrow keys', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <RadioGroup label="Status" onChange={onChange}>
          {options}
        </RadioGroup>
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('radiogroup', { name: 'Status' })).toBeVisible();
    await screen.getByText('Open').click();
    expect(onChange).toHaveBeenLastCalledWith('open');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('closed');
    await expect.element(screen.getByRole('radio', { name: 'Closed' })).toBeChecked();
  });

  it('lays out horizontally and shows the error message wired to the group', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <RadioGroup label="Status" orientation="horizontal" errorMessage="Pick one">
          {options}
        </RadioGroup>
      </AltalenaProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Status' });
    await expect.element(group).toHaveAttribute('aria-orientation', 'horizontal');
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Pick one');
  });

  it('focuses the selected option through its ref', async () => {
    const ref = createRef<RadioGroupHandle>();
    const screen = await render(
      <AltalenaProvider locale="en">
        <RadioGroup label="Status" ref={ref} defaultValue="closed">
          {options}
        </RadioGroup>
      </AltalenaProvider>,
    );
    ref.current?.focus();
    await expect.element(screen.getByRole('radio', { name: 'Closed' })).toHaveFocus();
  });
});
