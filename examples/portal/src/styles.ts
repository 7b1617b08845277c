import { vars } from '@altalena/tokens';
import type { CSSProperties } from 'react';

// The portal's own layout, on Altalena's theme variables (they follow the colour mode on <html>).
export const centred: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.md,
};
export const stack: CSSProperties = {
  display: 'grid',
  gap: vars.space.md,
  width: `min(${vars.size.authCard}, 100%)`,
};
export const page: CSSProperties = {
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
};
export const toolbar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
};
