import { describe, expect, it } from 'vitest';
import { byDistance, distanceMetres } from './distance';

const florence = { latitude: 43.7696, longitude: 11.2558 };
const prato = { latitude: 43.8777, longitude: 11.1022 };
const milan = { latitude: 45.4642, longitude: 9.19 };

describe('distance', () => {
  it('measures Florence to Milan as about 250 km, and a place to itself as 0', () => {
    expect(distanceMetres(florence, milan) / 1000).toBeCloseTo(249, -1);
    expect(distanceMetres(florence, florence)).toBe(0);
  });

  it('puts the nearest first with a position, and keeps the due order without one', () => {
    const rows = [
      { name: 'Milano', ...milan },
      { name: 'Prato', ...prato },
    ];
    expect(byDistance(rows, (row) => row, florence).map((entry) => entry.row.name)).toEqual([
      'Prato',
      'Milano',
    ]);
    const unordered = byDistance(rows, (row) => row, null);
    expect(unordered.map((entry) => [entry.row.name, entry.metres])).toEqual([
      ['Milano', null],
      ['Prato', null],
    ]);
  });
});
