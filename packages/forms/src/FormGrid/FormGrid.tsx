import { cx } from '@altalena/ui';
import type { HTMLAttributes, Ref } from 'react';
import { grid, gridItem } from './FormGrid.css';
import type { WidthPreset } from './widthPresets';

/** Props of {@link FormGrid}. */
export type FormGridProps = HTMLAttributes<HTMLDivElement>;

/** The 12-column grid that lays out form fields (docs/spec/original-specification.md §9). */
export function FormGrid({ className, ...props }: FormGridProps) {
  return <div {...props} className={cx(grid, className)} />;
}

/** Props of {@link FormGridItem}. */
export interface FormGridItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Width preset: `xs`, `sm`, `md`, `lg` or `full` (default); see `widthPresets` for the spans. */
  width?: WidthPreset;
  /** Reaches the cell's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A cell of {@link FormGrid} whose column span follows a width preset at each breakpoint. */
export function FormGridItem({ width = 'full', className, ...props }: FormGridItemProps) {
  return <div {...props} data-width={width} className={cx(gridItem({ width }), className)} />;
}
