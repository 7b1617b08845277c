import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes } from 'react';
import { cx } from '../cx';
import { heightVar, skeleton, widthVar } from './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `text` (a line, default), `rect` (a block) or `circle` (an avatar). */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS width, e.g. `'60%'` or a token; each shape has a default. */
  width?: string;
  /** CSS height; each shape has a default. */
  height?: string;
  /** For `text`: how many lines to draw (the last one shorter). */
  lines?: number;
}

/**
 * A placeholder for content that is loading. It is hidden from assistive technology: announce the
 * loading state on the region around it (e.g. `aria-busy`).
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  lines = 1,
  className,
  style,
  ...props
}: SkeletonProps) {
  const cls = cx(skeleton({ shape }), className);
  const sized = (w: string | undefined) => ({
    ...style,
    ...assignInlineVars({
      ...(w ? { [widthVar]: w } : {}),
      ...(height ? { [heightVar]: height } : {}),
    }),
  });
  if (shape === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden="true" style={{ display: 'block' }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cls} style={sized(i === lines - 1 ? '60%' : width)} />
        ))}
      </span>
    );
  }
  return <span {...props} aria-hidden="true" className={cls} style={sized(width)} />;
}
