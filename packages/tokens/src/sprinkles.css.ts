import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaUp } from './breakpoints';
import { vars } from './contract.css';

/**
 * Sprinkles breakpoint conditions, mobile first; `md` starts the desktop layout
 * (docs/spec/original-specification.md §9).
 */
const conditions = {
  xs: {},
  sm: { '@media': mediaUp('sm') },
  md: { '@media': mediaUp('md') },
  lg: { '@media': mediaUp('lg') },
} as const;

const widths = {
  auto: 'auto',
  full: '100%',
  contentMax: vars.size.contentMax,
  formMax: vars.size.formMax,
  authCard: vars.size.authCard,
} as const;

const columns = {
  '1': 'minmax(0, 1fr)',
  '2': 'repeat(2, minmax(0, 1fr))',
  '3': 'repeat(3, minmax(0, 1fr))',
  '4': 'repeat(4, minmax(0, 1fr))',
  '6': 'repeat(6, minmax(0, 1fr))',
  '12': 'repeat(12, minmax(0, 1fr))',
} as const;

const margins = { ...vars.space, auto: 'auto' } as const;

const layoutProperties = defineProperties({
  conditions,
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
    width: widths,
    maxWidth: widths,
    gridTemplateColumns: columns,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

/** Atomic classes for layout (responsive: `{ xs, sm, md, lg }` or an array) and theme colours. */
export const sprinkles = createSprinkles(layoutProperties, colorProperties);

/** The props {@link sprinkles} accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
