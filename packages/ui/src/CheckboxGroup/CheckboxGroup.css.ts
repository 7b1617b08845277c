import { vars } from '@altalena/tokens';
import { styleVariants } from '@vanilla-extract/css';

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}` },
});
