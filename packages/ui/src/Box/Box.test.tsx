import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Box } from './Box';

describe('Box', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('renders the element asked for, with its attributes and the caller’s class', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Box as="section" aria-label="Parks" className="extra" padding="lg">
          content
        </Box>
      </AltalenaProvider>,
    );
    const section = screen.getByRole('region', { name: 'Parks' }).element() as HTMLElement;
    expect(section.tagName).toBe('SECTION');
    expect(section.classList).toContain('extra');
    expect(section).not.toHaveAttribute('padding');
    expect(getComputedStyle(section).paddingTop).toBe('16px');
  });

  it('takes a sprinkle per breakpoint', async () => {
    await page.viewport(414, 896);
    const screen = await render(
      <AltalenaProvider locale="en">
        <Box data-testid="box" paddingLeft={{ xs: 'sm', md: 'xl' }}>
          content
        </Box>
      </AltalenaProvider>,
    );
    const box = screen.getByTestId('box').element();
    expect(getComputedStyle(box).paddingLeft).toBe('8px');
    await page.viewport(1000, 800);
    await expect.poll(() => getComputedStyle(box).paddingLeft).toBe('24px');
  });

  it('renders a list without bullets, margin or padding', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Box as="ul">
          <Box as="li">one</Box>
        </Box>
      </AltalenaProvider>,
    );
    const list = screen.getByRole('list').element();
    expect(screen.getByRole('listitem').element().textContent).toBe('one');
    const style = getComputedStyle(list);
    expect(style.listStyleType).toBe('none');
    expect([style.marginTop, style.paddingLeft]).toEqual(['0px', '0px']);
  });
});
