import { useState } from 'react';
import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

function Services({ initial = ['repair'] }: { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <AltalenaProvider locale="en">
      <CheckboxGroup
        label="Services"
        value={value}
        onChange={setValue}
        errorMessage={value.length === 0 ? 'Choose one' : undefined}
      >
        <Checkbox value="annual_main">Annual main inspection</Checkbox>
        <Checkbox value="repair">Repair</Checkbox>
      </CheckboxGroup>
      <output data-testid="value">{value.join(',')}</output>
    </AltalenaProvider>
  );
}

describe('CheckboxGroup', () => {
  it('is a named group whose options add to and remove from the value', async () => {
    const screen = await render(<Services />);
    await expect.element(screen.getByRole('group', { name: 'Services' })).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'Repair' })).toBeChecked();
    await screen.getByText('Annual main inspection').click();
    await expect.element(screen.getByTestId('value')).toHaveTextContent('repair,annual_main');
    await screen.getByText('Repair', { exact: true }).click();
    await screen.getByText('Annual main inspection').click();
    await expect.element(screen.getByText('Choose one')).toBeVisible();
  });
});
