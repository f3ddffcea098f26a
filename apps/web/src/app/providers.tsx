import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { Toaster } from '../components/ui/toast.tsx';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Slow mobile networks: do not refetch on every focus; retry network failures only.
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500),
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
