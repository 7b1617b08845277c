import { CLUSTER_NAMES_LISTED, clusterByCell, clusterTitle } from './cluster';

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

describe('clusterTitle', () => {
  const parks = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ label: `Parco ${index + 1}` }));
  const more = (count: number) => `e altri ${count}`;

  it('names every member of a small cluster', () => {
    expect(clusterTitle(parks(3), more)).toBe('Parco 1, Parco 2, Parco 3');
    expect(clusterTitle(parks(CLUSTER_NAMES_LISTED), more).split(', ')).toHaveLength(
      CLUSTER_NAMES_LISTED,
    );
  });

  it('names the first members of a crowded one and counts the rest', () => {
    const title = clusterTitle(parks(5000), more);
    expect(title.startsWith('Parco 1, Parco 2,')).toBe(true);
    expect(
      title.endsWith(`Parco ${CLUSTER_NAMES_LISTED}, e altri ${5000 - CLUSTER_NAMES_LISTED}`),
    ).toBe(true);
  });
});
