import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from './ServicesContext';

/**
 * The query cache for the signed-in screens. Their layouts' loaders (`requireUser`) have loaded the
 * client before the layouts render.
 */
export function ServerDataProvider({ children }: { children: ReactNode }) {
  const client = useServices().queries.current();
  if (!client)
    throw new Error('ServerDataProvider renders under a route whose loader ran requireUser');
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
