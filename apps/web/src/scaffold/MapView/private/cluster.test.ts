import { clusterByCell } from './cluster';

describe('clusterByCell', () => {
  it('groups the points of one cell and keeps the rest apart', () => {
    const groups = clusterByCell(
      [
        { item: 'a', x: 10, y: 10 },
        { item: 'b', x: 50, y: 40 },
        { item: 'c', x: 70, y: 10 },
        { item: 'd', x: 12, y: 130 },
      ],
      64,
    );
    expect(groups).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('puts points on either side of a cell edge apart, and negative positions in their own cells', () => {
    expect(
      clusterByCell(
        [
          { item: 1, x: 63.9, y: 0 },
          { item: 2, x: 64, y: 0 },
          { item: 3, x: -1, y: 0 },
        ],
        64,
      ),
    ).toEqual([[1], [2], [3]]);
  });
});
