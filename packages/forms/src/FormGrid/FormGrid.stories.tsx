import { breakpoints, vars } from '@altalena/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { FormGrid, FormGridItem } from './FormGrid';
import {
  breakpointAt,
  gridBreakpoints,
  gridColumns,
  widthPresetNames,
  widthPresets,
} from './widthPresets';

const cell: CSSProperties = {
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
};

const tableCell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
};

/**
 * The 12-column form grid and its width presets (docs/spec/original-specification.md §9); below `md` is
 * mobile.
 */
const meta = {
  title: 'Forms/FormGrid',
  component: FormGrid,
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One cell per preset at the current viewport width (resize the canvas to see them change). */
export const Playground: Story = {
  render: (args) => (
    <FormGrid {...args}>
      {widthPresetNames.map((name) => (
        <FormGridItem key={name} width={name} style={cell}>
          width=&quot;{name}&quot;
        </FormGridItem>
      ))}
    </FormGrid>
  ),
  play: async ({ canvasElement }) => {
    const bp = breakpointAt(window.innerWidth, breakpoints);
    for (const name of widthPresetNames) {
      const item = within(canvasElement).getByText(`width="${name}"`);
      await expect(getComputedStyle(item).gridColumnStart).toBe(`span ${widthPresets[name][bp]}`);
    }
  },
};

/** Every preset at every breakpoint: the spans as data and as a drawn 12-column row. */
export const PresetsByBreakpoint: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl, color: vars.color.text }}>
      <table style={{ borderCollapse: 'collapse', fontSize: vars.fontSize.sm }}>
        <caption style={{ textAlign: 'left', fontWeight: vars.fontWeight.semibold }}>
          Colonne (su {gridColumns}) per preset e breakpoint
        </caption>
        <thead>
          <tr>
            <th scope="col" style={tableCell}>
              Preset
            </th>
            {gridBreakpoints.map((bp) => (
              <th key={bp} scope="col" style={tableCell}>
                {bp} (≥ {breakpoints[bp]}px)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {widthPresetNames.map((name) => (
            <tr key={name}>
              <th scope="row" style={tableCell}>
                {name}
              </th>
              {gridBreakpoints.map((bp) => (
                <td key={bp} style={tableCell}>
                  {widthPresets[name][bp]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {gridBreakpoints.map((bp) => (
        <section key={bp} aria-label={`Breakpoint ${bp}`}>
          <h3 style={{ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md }}>
            {bp} (≥ {breakpoints[bp]}px)
          </h3>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${gridColumns}, minmax(0, 1fr))`,
              gap: vars.space.xs,
            }}
          >
            {widthPresetNames.map((name) => (
              <div key={name} style={{ ...cell, gridColumn: `span ${widthPresets[name][bp]}` }}>
                {name}: {widthPresets[name][bp]}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(widthPresetNames.length + 1);
    await expect(canvas.getAllByRole('region')).toHaveLength(gridBreakpoints.length);
  },
};
