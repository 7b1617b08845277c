import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Box } from '../Box';
import { Stack } from './Stack';

describe('Stack', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('puts its children one under another with the space between them', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Stack space="lg" data-testid="stack">
          <div>first</div>
          <div>second</div>
        </Stack>
      </AltalenaProvider>,
    );
    const stack = screen.getByTestId('stack').element();
    expect(getComputedStyle(stack).flexDirection).toBe('column');
    expect(getComputedStyle(stack).rowGap).toBe('16px');
    const first = screen.getByText('first').element().getBoundingClientRect();
    const second = screen.getByText('second').element().getBoundingClientRect();
    expect(second.top - first.bottom).toBe(16);
    // Stretched by default: every child as wide as the stack.
    expect(first.width).toBe(stack.getBoundingClientRect().width);
  });

  it('changes its space at a breakpoint and aligns its children', async () => {
    await page.viewport(414, 896);
    const screen = await render(
      <AltalenaProvider locale="en">
        <Stack space={{ xs: 'sm', md: 'xl' }} align="center" data-testid="stack">
          <span>first</span>
        </Stack>
      </AltalenaProvider>,
    );
    const stack = screen.getByTestId('stack').element();
    expect(getComputedStyle(stack).rowGap).toBe('8px');
    expect(getComputedStyle(stack).alignItems).toBe('center');
    await page.viewport(1000, 800);
    await expect.poll(() => getComputedStyle(stack).rowGap).toBe('24px');
  });

  it('is a list when rendered as one', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Stack as="ul" space="sm">
          <Box as="li">one</Box>
          <Box as="li">two</Box>
        </Stack>
      </AltalenaProvider>,
    );
    expect(screen.getByRole('list').element().tagName).toBe('UL');
    expect(screen.getByRole('listitem').elements()).toHaveLength(2);
  });
});
