import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../contract.css';
import { scale } from '../themes/scale';
import * as css from './catalog.css';

const sampleText = 'Verifica annuale principale — area giochi Parco Sempione';

type Key<T> = Extract<keyof T, string>;
const keys = <T extends object>(o: T) => Object.keys(o) as Key<T>[];

function TypeScale() {
  return (
    <div className={css.page}>
      <table className={css.table}>
        <caption className={css.caption}>Font sizes (font.body, lineHeight.normal)</caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              Token
            </th>
            <th scope="col" className={css.cell}>
              Value
            </th>
            <th scope="col" className={css.cell}>
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {keys(scale.fontSize).map((size) => (
            <tr key={size} data-font-size={size}>
              <th scope="row" className={`${css.cell} ${css.mono}`}>
                fontSize.{size}
              </th>
              <td className={`${css.cell} ${css.mono}`}>{scale.fontSize[size]}</td>
              <td className={css.cell} style={{ fontSize: vars.fontSize[size] }}>
                {sampleText}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={css.table}>
        <caption className={css.caption}>Font weights</caption>
        <tbody>
          {keys(scale.fontWeight).map((weight) => (
            <tr key={weight}>
              <th scope="row" className={`${css.cell} ${css.mono}`}>
                fontWeight.{weight}
              </th>
              <td className={`${css.cell} ${css.mono}`}>{scale.fontWeight[weight]}</td>
              <td className={css.cell} style={{ fontWeight: vars.fontWeight[weight] }}>
                {sampleText}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={css.table}>
        <caption className={css.caption}>Line heights</caption>
        <tbody>
          {keys(scale.lineHeight).map((lh) => (
            <tr key={lh}>
              <th scope="row" className={`${css.cell} ${css.mono}`}>
                lineHeight.{lh}
              </th>
              <td className={`${css.cell} ${css.mono}`}>{scale.lineHeight[lh]}</td>
              <td className={css.cell} style={{ lineHeight: vars.lineHeight[lh] }}>
                {sampleText}. {sampleText}. {sampleText}.
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={css.table}>
        <caption className={css.caption}>Font families</caption>
        <tbody>
          {keys(scale.font).map((font) => (
            <tr key={font}>
              <th scope="row" className={`${css.cell} ${css.mono}`}>
                font.{font}
              </th>
              <td className={css.cell} style={{ fontFamily: vars.font[font] }}>
                {sampleText}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Tokens/TypeScale',
  render: () => <TypeScale />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Font sizes, weights, line heights and families of the theme. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll<HTMLTableRowElement>('[data-font-size]');
    await expect(rows).toHaveLength(Object.keys(scale.fontSize).length);
    // Each step is larger than the one before it.
    const sizes = [...rows].map((r) => Number.parseFloat(getComputedStyle(r.cells[2]!).fontSize));
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await expect(new Set(sizes).size).toBe(sizes.length);
    await expect(within(canvasElement).getByText('fontSize.md')).toBeVisible();
  },
};
