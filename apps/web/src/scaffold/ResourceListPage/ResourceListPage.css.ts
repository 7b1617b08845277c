import { mediaUp, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export { screenPage as page } from '../screenPage.css';

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(16rem, 1fr) auto' } },
});

/** The count of matches: its line is kept while the first page loads, so nothing below it moves. */
export const count = style({ minBlockSize: '1lh' });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  alignItems: 'end',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const pageSize = style({ minWidth: '9rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
