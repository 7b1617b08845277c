import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Column, Columns } from './Columns';

describe('Columns', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('shares the row equally between fluid columns, minus the space', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <div style={{ width: 416 }}>
          <Columns space="lg">
            <Column>left</Column>
            <Column>right</Column>
          </Columns>
        </div>
      </AltalenaProvider>,
    );
    const left = screen.getByText('left').element().getBoundingClientRect();
    const right = screen.getByText('right').element().getBoundingClientRect();
    expect([left.width, right.width]).toEqual([200, 200]);
    expect(right.left - left.right).toBe(16);
    expect(right.top).toBe(left.top);
  });

  it('gives fractions their share of what the space and content columns leave', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <div style={{ width: 524 }}>
          <Columns space="xl">
            <Column width="3/5">wide</Column>
            <Column width="2/5">narrow</Column>
          </Columns>
        </div>
        <div style={{ width: 400 }}>
          <Columns space="none">
            <Column width="content">
              <span style={{ display: 'inline-block', width: 100 }}>label</span>
            </Column>
            <Column width="1/2">half</Column>
          </Columns>
        </div>
      </AltalenaProvider>,
    );
    const width = (text: string) => screen.getByText(text).element().getBoundingClientRect().width;
    expect([width('wide'), width('narrow')]).toEqual([300, 200]);
    expect([width('label'), width('half')]).toEqual([100, 150]);
  });

  it('stacks the columns below collapseBelow, each as wide as the row', async () => {
    await page.viewport(800, 800);
    const screen = await render(
      <AltalenaProvider locale="en">
        <Columns as="ul" space="md" collapseBelow="md" alignY="top" data-testid="row">
          <Column as="li" width="1/3">
            first
          </Column>
          <Column as="li" width="2/3">
            second
          </Column>
        </Columns>
      </AltalenaProvider>,
    );
    expect(screen.getByRole('listitem').elements()).toHaveLength(2);
    const row = screen.getByTestId('row').element();
    const first = screen.getByText('first').element();
    const second = screen.getByText('second').element();
    expect(getComputedStyle(row).flexDirection).toBe('column');
    expect(first.getBoundingClientRect().width).toBe(row.getBoundingClientRect().width);
    expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(12);

    await page.viewport(1000, 800);
    await expect.poll(() => getComputedStyle(row).flexDirection).toBe('row');
    expect(getComputedStyle(row).alignItems).toBe('flex-start');
    const rowWidth = row.getBoundingClientRect().width;
    expect(first.getBoundingClientRect().width).toBeCloseTo((rowWidth - 12) / 3, 1);
    expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
  });
});
