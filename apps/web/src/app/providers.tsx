import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast.tsx';
import { makeQueryClient } from './query-client.ts';

/** `client`: the cache the router's loaders fill too (main.tsx); a fresh one when none is given. */
export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
