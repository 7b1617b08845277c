import type { ReactNode } from 'react';
import { Box } from '../Box';

/** A tinted block standing for content in the layout primitives' stories. */
export function SampleBlock({ children }: { children: ReactNode }) {
  return (
    <Box background="surfaceSunken" color="text" padding="md" borderRadius="md">
      {children}
    </Box>
  );
}
