export { FormGrid, FormGridItem } from './FormGrid';
export type { FormGridProps, FormGridItemProps } from './FormGrid';
export {
  widthPresets,
  widthPresetNames,
  gridColumns,
  gridBreakpoints,
  breakpointAt,
} from './widthPresets';
export type { WidthPreset } from './widthPresets';
