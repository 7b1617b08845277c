import { niceMax, stack } from './scale';

describe('niceMax', () => {
  it('rounds up to a round multiple of a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 19, 21, 26, 49, 51, 71, 999, 1001].map(niceMax)).toEqual([
      1, 1, 3, 8, 10, 20, 20, 30, 30, 50, 60, 80, 1000, 2000,
    ]);
  });
});

describe('stack', () => {
  it('stacks the series bottom up and skips empty ones', () => {
    expect(stack({ a: 2, b: 0, c: 3 }, ['a', 'b', 'c'])).toEqual([
      { key: 'a', from: 0, to: 2 },
      { key: 'c', from: 2, to: 5 },
    ]);
  });
});
