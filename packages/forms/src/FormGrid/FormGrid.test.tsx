import { AltalenaProvider } from '@altalena/ui';
import { breakpoints } from '@altalena/tokens';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { FormGrid, FormGridItem } from './FormGrid';
import { breakpointAt, gridBreakpoints, widthPresetNames, widthPresets } from './widthPresets';

describe('FormGrid', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('gives every preset the span of its breakpoint at every viewport width', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <FormGrid data-testid="grid">
          {widthPresetNames.map((name) => (
            <FormGridItem key={name} width={name}>
              {name}
            </FormGridItem>
          ))}
        </FormGrid>
      </AltalenaProvider>,
    );
    const grid = screen.getByTestId('grid').element() as HTMLElement;
    for (const bp of gridBreakpoints) {
      const width = Math.max(breakpoints[bp], 360) + 20;
      await page.viewport(width, 800);
      await expect.poll(() => breakpointAt(window.innerWidth, breakpoints)).toBe(bp);
      const gridWidth = grid.getBoundingClientRect().width;
      for (const name of widthPresetNames) {
        const item = screen.getByText(name, { exact: true }).element() as HTMLElement;
        const span = widthPresets[name][bp];
        expect(getComputedStyle(item).gridColumnStart, `${name} at ${bp}`).toBe(`span ${span}`);
        // The cell really takes span/12 of the row (minus the gaps it does not cover).
        const ratio = item.getBoundingClientRect().width / gridWidth;
        expect(ratio).toBeGreaterThan(span / 12 - 0.05);
        expect(ratio).toBeLessThanOrEqual(span / 12 + 0.001);
      }
    }
  });

  it('defaults an item to the whole row', async () => {
    await page.viewport(1400, 800);
    const screen = await render(
      <FormGrid>
        <FormGridItem>cell</FormGridItem>
      </FormGrid>,
    );
    const item = screen.getByText('cell').element();
    expect(getComputedStyle(item).gridColumnStart).toBe('span 12');
    expect(item.getAttribute('data-width')).toBe('full');
  });
});
