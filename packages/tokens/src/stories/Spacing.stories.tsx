import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../contract.css';
import { scale } from '../themes/scale';
import * as css from './catalog.css';

type Key<T> = Extract<keyof T, string>;
const keys = <T extends object>(o: T) => Object.keys(o) as Key<T>[];

function SpaceScale() {
  return (
    <table className={css.table}>
      <caption className={css.caption}>Spacing scale (space.*)</caption>
      <thead>
        <tr>
          <th scope="col" className={css.cell}>
            Token
          </th>
          <th scope="col" className={css.cell}>
            Value
          </th>
          <th scope="col" className={css.cell}>
            Size
          </th>
        </tr>
      </thead>
      <tbody>
        {keys(scale.space).map((space) => (
          <tr key={space}>
            <th scope="row" className={`${css.cell} ${css.mono}`}>
              space.{space}
            </th>
            <td className={`${css.cell} ${css.mono}`}>{scale.space[space]}</td>
            <td className={css.cell}>
              <div className={css.bar} data-space={space} style={{ width: vars.space[space] }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Radii() {
  return (
    <section className={css.page} aria-labelledby="radii-heading">
      <h2 id="radii-heading" className={css.heading}>
        Radii (radius.*)
      </h2>
      <div className={css.row}>
        {keys(scale.radius).map((radius) => (
          <div key={radius} className={css.box} style={{ borderRadius: vars.radius[radius] }}>
            radius.{radius} = {scale.radius[radius]}
          </div>
        ))}
      </div>
    </section>
  );
}

function Shadows() {
  return (
    <section className={css.page} aria-labelledby="shadows-heading">
      <h2 id="shadows-heading" className={css.heading}>
        Shadows (shadow.*)
      </h2>
      <div className={css.row}>
        {keys(scale.shadow).map((shadow) => (
          <div
            key={shadow}
            className={css.shadowBox}
            style={{ boxShadow: vars.shadow[shadow], borderRadius: vars.radius.md }}
          >
            shadow.{shadow}
          </div>
        ))}
      </div>
    </section>
  );
}

function Sizes() {
  return (
    <table className={css.table}>
      <caption className={css.caption}>Sizes, border widths and motion</caption>
      <tbody>
        {keys(scale.size).map((size) => (
          <tr key={size}>
            <th scope="row" className={`${css.cell} ${css.mono}`}>
              size.{size}
            </th>
            <td className={`${css.cell} ${css.mono}`}>{scale.size[size]}</td>
          </tr>
        ))}
        {keys(scale.borderWidth).map((width) => (
          <tr key={width}>
            <th scope="row" className={`${css.cell} ${css.mono}`}>
              borderWidth.{width}
            </th>
            <td className={`${css.cell} ${css.mono}`}>{scale.borderWidth[width]}</td>
          </tr>
        ))}
        {keys(scale.motion).map((motion) => (
          <tr key={motion}>
            <th scope="row" className={`${css.cell} ${css.mono}`}>
              motion.{motion}
            </th>
            <td className={`${css.cell} ${css.mono}`}>{scale.motion[motion]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Tokens/Spacing',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale as bars of each width. */
export const SpacingScale: Story = {
  render: () => <SpaceScale />,
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-space]')];
    await expect(bars).toHaveLength(Object.keys(scale.space).length);
    const widths = bars.map((b) => b.getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
  },
};

/** Corner radii. */
export const RadiusScale: Story = { render: () => <Radii /> };

/** Elevation shadows. */
export const ShadowScale: Story = { render: () => <Shadows /> };

// A cross-origin style sheet throws on cssRules; none of ours is one.
const readableRules = (sheet: CSSStyleSheet): CSSRule[] => {
  try {
    return [...sheet.cssRules];
  } catch {
    return [];
  }
};

/** Rules of the loaded style sheets under `@media (prefers-reduced-motion: reduce)`. */
const reducedMotionRules = (): string[] =>
  [...document.styleSheets].flatMap((sheet) =>
    readableRules(sheet)
      .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule)
      .filter((r) => r.conditionText.includes('prefers-reduced-motion'))
      .map((r) => r.cssText),
  );

/** Component sizes, border widths and motion timings (zeroed under reduced motion). */
export const OtherScales: Story = {
  render: () => <Sizes />,
  play: async () => {
    const durationVar = /var\((--[^)]+)\)/.exec(vars.motion.durationNormal)?.[1];
    await expect(durationVar).toBeTruthy();
    const themed = reducedMotionRules().filter((rule) => rule.includes(`${durationVar}: 0ms`));
    await expect(themed).toHaveLength(1);
  },
};
