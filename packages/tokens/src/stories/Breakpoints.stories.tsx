import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints, mediaUp, mobileBreakpoint, type Breakpoint } from '../breakpoints';
import { sprinkles } from '../sprinkles.css';
import * as css from './catalog.css';

const names = Object.keys(breakpoints) as Breakpoint[];

// Exactly one of these is displayed: the breakpoint the viewport is in (sprinkles' conditions).
const onlyAt = {
  xs: sprinkles({ display: { xs: 'inline', sm: 'none' } }),
  sm: sprinkles({ display: { xs: 'none', sm: 'inline', md: 'none' } }),
  md: sprinkles({ display: { xs: 'none', md: 'inline', lg: 'none' } }),
  lg: sprinkles({ display: { xs: 'none', lg: 'inline' } }),
} as const;

function Breakpoints() {
  return (
    <div className={css.page}>
      <p>
        Current breakpoint (sprinkles):{' '}
        {(Object.keys(onlyAt) as (keyof typeof onlyAt)[]).map((bp) => (
          <strong key={bp} className={`${onlyAt[bp]} ${css.mono}`} data-active-breakpoint={bp}>
            {bp}
          </strong>
        ))}
      </p>
      <table className={css.table}>
        <caption className={css.caption}>
          Breakpoints (mobile first; below {mobileBreakpoint} is mobile)
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              Name
            </th>
            <th scope="col" className={css.cell}>
              From
            </th>
            <th scope="col" className={css.cell}>
              Media query
            </th>
            <th scope="col" className={css.cell}>
              Layout
            </th>
          </tr>
        </thead>
        <tbody>
          {names.map((bp) => (
            <tr key={bp} data-breakpoint={bp}>
              <th scope="row" className={`${css.cell} ${css.mono}`}>
                {bp}
              </th>
              <td className={`${css.cell} ${css.mono}`}>{breakpoints[bp]}px</td>
              <td className={`${css.cell} ${css.mono}`}>{mediaUp(bp)}</td>
              <td className={css.cell}>
                {breakpoints[bp] < breakpoints[mobileBreakpoint] ? 'mobile' : 'desktop'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Tokens/Breakpoints',
  render: () => <Breakpoints />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The breakpoints and the one the viewport is in now. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-breakpoint]')).toHaveLength(names.length);
    const shown = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-active-breakpoint]'),
    ].filter((el) => getComputedStyle(el).display !== 'none');
    await expect(shown).toHaveLength(1);
    const width = window.innerWidth;
    const expected = (Object.keys(onlyAt) as Breakpoint[])
      .filter((bp) => width >= breakpoints[bp])
      .at(-1);
    await expect(shown[0]?.dataset.activeBreakpoint).toBe(expected);
  },
};
