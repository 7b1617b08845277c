import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels with arrow keys and reports the selected key', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Tabs onSelectionChange={onSelectionChange}>
          <TabList aria-label="Park">
            <Tab id="data">Data</Tab>
            <Tab id="toys">Toys</Tab>
            <Tab id="archive" isDisabled>
              Archive
            </Tab>
            <Tab id="inspections">Inspections</Tab>
          </TabList>
          <TabPanel id="data">Park data</TabPanel>
          <TabPanel id="toys">Toy list</TabPanel>
          <TabPanel id="archive">Old</TabPanel>
          <TabPanel id="inspections">Inspection list</TabPanel>
        </Tabs>
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Park data');
    await userEvent.tab();
    await expect.element(screen.getByRole('tab', { name: 'Data' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'Toys' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Toy list');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Inspections' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('inspections');
  });
});
