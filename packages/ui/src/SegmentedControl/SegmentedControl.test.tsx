import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'ok', label: 'OK', tone: 'success' },
  { value: 'defect', label: 'Defect', tone: 'danger' },
  { value: 'not_applicable', label: 'Not applicable' },
] as const;

describe('SegmentedControl', () => {
  it('chooses with one tap, never clears by tapping again, and chooses with the arrow keys', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <SegmentedControl aria-label="Outcome" options={options} value="ok" onChange={onChange} />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('radiogroup', { name: 'Outcome' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'OK' })).toBeChecked();
    await screen.getByText('OK', { exact: true }).click();
    expect(onChange).not.toHaveBeenCalled();
    await screen.getByText('Defect', { exact: true }).click();
    expect(onChange).toHaveBeenLastCalledWith('defect');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('not_applicable');
  });

  it('offers touch targets of at least 44 px', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <SegmentedControl aria-label="Outcome" options={options} value={null} onChange={() => {}} />
      </AltalenaProvider>,
    );
    // The target is the label around each (visually hidden) radio input.
    for (const option of screen.getByRole('radio').elements()) {
      expect(option.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });
});
