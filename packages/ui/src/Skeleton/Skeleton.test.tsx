import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Skeleton data-testid="s" />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByTestId('s')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the requested lines and sizes', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <div style={{ width: 200 }}>
          <Skeleton data-testid="lines" lines={3} />
          <Skeleton data-testid="box" shape="rect" width="50px" height="20px" />
        </div>
      </AltalenaProvider>,
    );
    expect(screen.getByTestId('lines').element().children).toHaveLength(3);
    const box = screen.getByTestId('box').element().getBoundingClientRect();
    expect(box.width).toBe(50);
    expect(box.height).toBe(20);
  });

  it('stops animating when the user prefers reduced motion', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Skeleton data-testid="s" />
      </AltalenaProvider>,
    );
    const el = screen.getByTestId('s').element();
    expect(getComputedStyle(el).animationName).not.toBe('none');
    const reduced = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
      .filter((rule) => el.matches(rule.selectorText));
    expect(
      reduced.some(
        (rule) => rule.style.animationName === 'none' || rule.style.animation === 'none',
      ),
    ).toBe(true);
  });
});
