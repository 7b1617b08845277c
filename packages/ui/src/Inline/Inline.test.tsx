import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Inline } from './Inline';

describe('Inline', () => {
  it('puts its children side by side with the space between them', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Inline space="sm" alignY="center" align="end" data-testid="row">
          <span>first</span>
          <span>second</span>
        </Inline>
      </AltalenaProvider>,
    );
    const row = screen.getByTestId('row').element();
    const style = getComputedStyle(row);
    expect([style.flexDirection, style.flexWrap, style.columnGap]).toEqual(['row', 'wrap', '8px']);
    expect([style.alignItems, style.justifyContent]).toEqual(['center', 'flex-end']);
    const first = screen.getByText('first').element().getBoundingClientRect();
    const second = screen.getByText('second').element().getBoundingClientRect();
    expect(second.left - first.right).toBe(8);
    expect(second.top).toBe(first.top);
  });

  it('wraps onto another row when its children do not fit', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <div style={{ width: 100 }}>
          <Inline space="md">
            <span style={{ display: 'inline-block', width: 60 }}>first</span>
            <span style={{ display: 'inline-block', width: 60 }}>second</span>
          </Inline>
        </div>
      </AltalenaProvider>,
    );
    const first = screen.getByText('first').element().getBoundingClientRect();
    const second = screen.getByText('second').element().getBoundingClientRect();
    expect(second.left).toBe(first.left);
    expect(second.top - first.bottom).toBe(12);
  });
});
