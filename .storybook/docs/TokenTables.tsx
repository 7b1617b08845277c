// The tables of the "Design principles" page, computed from @altalena/tokens as it is built: every swatch,
// ratio and size below is read from the theme objects and measured with the package's own functions, so the
// page can never disagree with the code. Inline styles on purpose: the page renders outside the app's theme
// classes and must show both themes side by side whatever the toolbar says.
import {
  contrastPairs,
  darkTheme,
  evaluateContrast,
  lightTheme,
  type ColorToken,
  type ThemeValues,
} from '@altalena/tokens';
import type { CSSProperties, ReactNode } from 'react';

const themes = { light: lightTheme, dark: darkTheme } as const;
type Mode = keyof typeof themes;
const modes = Object.keys(themes) as Mode[];

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #ddd',
  textAlign: 'left',
};
const mono: CSSProperties = { ...cell, fontFamily: lightTheme.font.mono, fontSize: 13 };

/** Pixels of a `rem` or `px` token at the browser's default 16 px root size. */
export const toPx = (value: string): number =>
  value.endsWith('rem') ? Number.parseFloat(value) * 16 : Number.parseFloat(value);

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden
        style={{
          width: 28,
          height: 28,
          borderRadius: 4,
          background: color,
          border: '1px solid #8a8a8a',
        }}
      />
      <code>{label}</code>
    </span>
  );
}

function ColorTable({ tokens }: { tokens: readonly ColorToken[] }) {
  return (
    <Table head={['Token', ...modes]}>
      {tokens.map((token) => (
        <tr key={token}>
          <td style={mono}>{token}</td>
          {modes.map((mode) => (
            <td key={mode} style={cell}>
              <Swatch color={themes[mode].color[token]} label={themes[mode].color[token]} />
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** The brand colours: gold primary, grey secondary, the accent, and the page surfaces of each theme. */
export function BrandColors() {
  return (
    <ColorTable
      tokens={[
        'primary',
        'primaryText',
        'secondary',
        'accent',
        'background',
        'surface',
        'surfaceInverse',
        'text',
      ]}
    />
  );
}

/** Every colour token of both themes, as swatches with their values. */
export function AllColors() {
  return <ColorTable tokens={Object.keys(lightTheme.color) as ColorToken[]} />;
}

/** How many of the declared pairs meet their minimum in each theme, measured now. */
export function ContrastSummary() {
  return (
    <ul>
      {modes.map((mode) => {
        const results = evaluateContrast(themes[mode].color);
        const passing = results.filter((result) => result.pass).length;
        const lowest = Math.min(...results.map((result) => result.ratio));
        return (
          <li key={mode} data-contrast-summary={mode}>
            <strong>{mode}</strong>: {passing} of {results.length} pairs meet their minimum; the
            lowest ratio is {lowest.toFixed(2)}:1.
          </li>
        );
      })}
    </ul>
  );
}

/** Every foreground/background pair the UI uses, with its minimum and its ratio in each theme. */
export function ContrastRatios() {
  const measured = Object.fromEntries(
    modes.map((mode) => [mode, evaluateContrast(themes[mode].color)]),
  ) as Record<Mode, ReturnType<typeof evaluateContrast>>;
  return (
    <Table head={['Foreground on background', 'Used for', 'Minimum', ...modes]}>
      {contrastPairs.map((pair, index) => (
        <tr key={`${pair.fg}/${pair.bg}`} data-contrast-row>
          <td style={mono}>
            {pair.fg} on {pair.bg}
          </td>
          <td style={cell}>{pair.usage}</td>
          <td style={cell}>{pair.min}:1</td>
          {modes.map((mode) => {
            const result = measured[mode][index]!;
            return (
              <td key={mode} style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    minWidth: 36,
                    marginRight: 8,
                    padding: '2px 6px',
                    borderRadius: 4,
                    color: result.min === 4.5 ? result.fgValue : 'transparent',
                    background: result.bgValue,
                    border: `2px solid ${result.min === 4.5 ? result.bgValue : result.fgValue}`,
                  }}
                >
                  Aa
                </span>
                {result.ratio.toFixed(2)}:1 {result.pass ? '✓' : '✗ below minimum'}
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** Rows of size tokens: name, CSS value, pixels, and a last cell of `last(value)`. */
function SizeTable({
  prefix,
  values,
  lastTitle,
  last,
}: {
  prefix: string;
  values: Record<string, string>;
  lastTitle: string;
  last: (value: string, token: string) => ReactNode;
}) {
  return (
    <Table head={['Token', 'Value', 'Pixels', lastTitle]}>
      {Object.entries(values).map(([token, value]) => (
        <tr key={token}>
          <td style={mono}>
            {prefix}.{token}
          </td>
          <td style={mono}>{value}</td>
          <td style={cell}>{toPx(value)}</td>
          <td style={cell}>{last(value, token)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The spacing scale (`vars.space`), as bars of their size. */
export function SpaceScale() {
  return (
    <SizeTable
      prefix="space"
      values={lightTheme.space}
      lastTitle=""
      last={(value) => (
        <span
          style={{
            display: 'inline-block',
            width: value,
            height: 12,
            background: lightTheme.color.primary,
          }}
        />
      )}
    />
  );
}

/** The type scale (`vars.fontSize`), each size set in the body font. */
export function TypeScale() {
  return (
    <SizeTable
      prefix="fontSize"
      values={lightTheme.fontSize}
      lastTitle="Sample"
      last={(value) => (
        <span
          style={{
            fontFamily: lightTheme.font.body,
            fontSize: value,
            lineHeight: lightTheme.lineHeight.tight,
          }}
        >
          Verifica giochi
        </span>
      )}
    />
  );
}

/** The corner radii (`vars.radius`). */
export function Radii() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {Object.entries(lightTheme.radius).map(([token, value]) => (
        <figure key={token} style={{ margin: 0, textAlign: 'center' }}>
          <div
            style={{
              width: 64,
              height: 64,
              borderRadius: value,
              background: lightTheme.color.surfaceRaised,
              border: `2px solid ${lightTheme.color.borderStrong}`,
            }}
          />
          <figcaption style={{ fontFamily: lightTheme.font.mono, fontSize: 13 }}>
            radius.{token} {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function FocusSample({ theme, inverse }: { theme: ThemeValues; inverse: boolean }) {
  const color = inverse ? theme.color.focusRingInverse : theme.color.focusRing;
  return (
    <div
      style={{
        padding: 16,
        background: inverse ? theme.color.surfaceInverse : theme.color.background,
        color: inverse ? theme.color.textInverse : theme.color.text,
        fontFamily: theme.font.body,
      }}
    >
      <span
        style={{
          display: 'inline-block',
          padding: '8px 16px',
          borderRadius: theme.radius.md,
          outline: `${theme.borderWidth.focus} solid ${color}`,
          outlineOffset: theme.borderWidth.focus,
        }}
      >
        {inverse ? 'focusRingInverse' : 'focusRing'} {color}
      </span>
    </div>
  );
}

/** The focus ring of each theme, on the page and on the inverse surface (top bar, side navigation). */
export function FocusRings() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8 }}>
      {modes.flatMap((mode) =>
        [false, true].map((inverse) => (
          <FocusSample key={`${mode}-${inverse}`} theme={themes[mode]} inverse={inverse} />
        )),
      )}
    </div>
  );
}

/** The control heights (`vars.size.control*`), with the touch-target minimum they are held to. */
export function ControlSizes() {
  const usage: Record<string, string> = {
    controlSm: 'Compact buttons in tables and toolbars (desktop)',
    controlMd: 'Default buttons and fields',
    controlLg: 'Large buttons and every SegmentedControl option: the outcome buttons of field work',
  };
  const { controlSm, controlMd, controlLg } = lightTheme.size;
  return (
    <SizeTable
      prefix="size"
      values={{ controlSm, controlMd, controlLg }}
      lastTitle="Used for"
      last={(_value, token) => usage[token]}
    />
  );
}

/** The motion durations, and what they become when the system asks for reduced motion. */
export function Motion() {
  const { easing, ...durations } = lightTheme.motion;
  return (
    <Table head={['Token', 'Value', 'With prefers-reduced-motion']}>
      {Object.entries(durations).map(([token, value]) => (
        <tr key={token}>
          <td style={mono}>motion.{token}</td>
          <td style={mono}>{value}</td>
          <td style={mono}>0ms</td>
        </tr>
      ))}
      <tr>
        <td style={mono}>motion.easing</td>
        <td style={mono}>{easing}</td>
        <td style={mono}>{easing}</td>
      </tr>
    </Table>
  );
}
