import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * The app's one query cache. main.tsx makes it before the router, so route loaders can start a
 * page's reads (queryOptions shared with the page's hooks) while the page's code downloads.
 */
export function makeQueryClient() {
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
