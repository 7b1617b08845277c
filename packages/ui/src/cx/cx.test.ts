import { cx } from './cx';

describe('cx', () => {
  it('joins class names with one space each, in order', () => {
    expect(cx('card', 'accent', 'wide')).toBe('card accent wide');
  });

  it('skips false, null, undefined and empty names', () => {
    const isActive = false;
    expect(cx('row', isActive && 'active', null, undefined, '', 'last')).toBe('row last');
  });

  it('gives an empty string when every name is empty', () => {
    expect(cx(undefined, false)).toBe('');
  });
});
