import { QueryClient } from '@tanstack/react-query';

/** The spec's defaults: fresh for 5 minutes, one retry, no refetch when the tab regains focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
  },
});
