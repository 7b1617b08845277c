import { mediaUp, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** In `compact` mode the language name is only read out below `md`, and shown from `md` up. */
export const compactName = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaUp('md')]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

/** Keeps the labels lined up whether or not an item carries the check mark. */
export const checkSlot = style({ display: 'inline-flex', width: vars.size.icon });
