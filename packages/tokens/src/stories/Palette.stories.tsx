import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastPairs, evaluateContrast, type ColorToken } from '../contrastPairs';
import { vars } from '../contract.css';
import { themeClass, type ColorMode } from '../themes.css';
import { darkTheme } from '../themes/dark';
import { lightTheme } from '../themes/light';
import * as css from './catalog.css';

const themes = { light: lightTheme, dark: darkTheme } as const;

/** The colour mode the toolbar (or a story's `globals`) selected. */
const modeOf = (globals: Record<string, unknown>): ColorMode =>
  globals.theme === 'dark' ? 'dark' : 'light';

function Swatches({ mode }: { mode: ColorMode }) {
  const colors = themes[mode].color;
  return (
    <section className={css.page} aria-labelledby="palette-heading">
      <h2 id="palette-heading" className={css.heading}>
        Colour tokens ({mode})
      </h2>
      <ul className={css.swatchGrid}>
        {(Object.keys(colors) as ColorToken[]).map((token) => (
          <li key={token} className={css.swatchCard} data-token={token}>
            <span className={css.swatch} style={{ background: vars.color[token] }} />
            <span>
              <span className={css.tokenName}>{token}</span>
              <span className={css.tokenValue}>{colors[token]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContrastTable({ mode }: { mode: ColorMode }) {
  const results = evaluateContrast(themes[mode].color);
  return (
    <table className={css.table}>
      <caption className={css.caption}>
        WCAG AA contrast of the UI&apos;s colour pairs ({mode})
      </caption>
      <thead>
        <tr>
          {['Sample', 'Foreground', 'Background', 'Usage', 'Minimum', 'Ratio', 'Result'].map(
            (h) => (
              <th key={h} scope="col" className={css.cell}>
                {h}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={`${r.fg}/${r.bg}`} data-pass={r.pass}>
            <td className={css.cell}>
              {r.min === 4.5 ? (
                <span
                  className={css.sample}
                  style={{ color: vars.color[r.fg], background: vars.color[r.bg] }}
                >
                  Aa
                </span>
              ) : (
                // A UI part, not text: shown as an outline on the background, where 3:1 applies.
                <span
                  className={css.sample}
                  style={{
                    background: vars.color[r.bg],
                    border: `${vars.borderWidth.thick} solid ${vars.color[r.fg]}`,
                  }}
                />
              )}
            </td>
            <td className={`${css.cell} ${css.mono}`}>
              {r.fg} {r.fgValue}
            </td>
            <td className={`${css.cell} ${css.mono}`}>
              {r.bg} {r.bgValue}
            </td>
            <td className={css.cell}>{r.usage}</td>
            <td className={css.cell}>{r.min}:1</td>
            <td className={css.cell}>{r.ratio.toFixed(2)}:1</td>
            <td className={`${css.cell} ${r.pass ? css.result.pass : css.result.fail}`}>
              {r.pass ? 'pass' : 'FAIL'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Tokens/Palette',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token of the theme chosen in the toolbar. */
export const Colors: Story = {
  render: (_args, { globals }) => <Swatches mode={modeOf(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const mode = modeOf(globals);
    // The swatches show the live CSS variables: the theme class on <html> must match the table.
    await expect(document.documentElement).toHaveClass(themeClass[mode]);
    const tokens = Object.keys(themes[mode].color);
    await expect(canvasElement.querySelectorAll('[data-token]')).toHaveLength(tokens.length);
    await expect(within(canvasElement).getByText('primary')).toBeVisible();
  },
};

/** The declared text/background pairs with their measured ratio in the toolbar's theme. */
export const Contrast: Story = {
  render: (_args, { globals }) => <ContrastTable mode={modeOf(globals)} />,
  play: async ({ canvasElement, globals }) => {
    await expect(document.documentElement).toHaveClass(themeClass[modeOf(globals)]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
    await expect(canvas.queryByText('FAIL')).not.toBeInTheDocument();
  },
};

/** The palette in the dark theme, whatever the toolbar says. */
export const ColorsDark: Story = { ...Colors, globals: { theme: 'dark' } };

/** The contrast table in the dark theme, whatever the toolbar says. */
export const ContrastDark: Story = { ...Contrast, globals: { theme: 'dark' } };
