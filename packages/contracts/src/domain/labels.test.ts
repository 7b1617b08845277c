import { describe, expect, it } from 'vitest';
import { labelCode, labelCodeOf, parseLabelCode } from './labels';

describe('label codes', () => {
  it('are short, distinct for a park and a toy of the same id, and read back', () => {
    expect(labelCode('toy', 1000)).toBe('trs');
    expect(labelCode('park', 1000)).toBe('prs');
    expect(parseLabelCode('trs')).toEqual({ kind: 'toy', id: 1000 });
    expect(parseLabelCode('PRS')).toEqual({ kind: 'park', id: 1000 });
    expect(labelCode('toy', 2_147_483_647).length).toBeLessThanOrEqual(8);
  });

  it('refuse what is not a code', () => {
    for (const text of ['', 't', 'x12', 't0', 't-1', 'tzzzzzzz', 't1 2']) {
      expect(parseLabelCode(text)).toBeUndefined();
    }
  });

  it("are read from a scanned label's link or a bare code, and nothing else", () => {
    expect(labelCodeOf('https://altalena.example/q/t2s')).toBe('t2s');
    expect(labelCodeOf('http://127.0.0.1:3240/q/p1/')).toBe('p1');
    expect(labelCodeOf(' T2S ')).toBe('t2s');
    expect(labelCodeOf('https://altalena.example/parks/3')).toBeUndefined();
    expect(labelCodeOf('WIFI:S:park;T:WPA;P:secret;;')).toBeUndefined();
    expect(labelCodeOf('https://')).toBeUndefined();
  });
});
