import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConsentHost } from './features/marketing/index.ts';
import { clearDatesRequest, useDatesRequest } from './lib/dates-request.ts';
import { useToasterWanted } from './lib/notify.ts';
import { siteConfig } from './lib/page-data.ts';
import { queryClient } from './lib/query-client.ts';
import { SiteRouter } from './router.tsx';

const Toaster = lazy(() => import('./components/ui/toaster.tsx'));
const BookByChat = lazy(async () => ({
  default: (await import('./features/departures/index.ts')).BookByChat,
}));

/** The toast library loads with the first toast, not with the first page. */
function ToasterHost() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The departures and airport dialogs, for whichever trip a visitor asked about. */
function BookByChatHost() {
  const trip = useDatesRequest();
  return trip ? (
    <Suspense fallback={null}>
      <BookByChat key={trip.id} trip={trip} onClose={clearDatesRequest} />
    </Suspense>
  ) : null;
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element: the application cannot start.');

// The first render is interruptible too: built in short slices rather than one long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteRouter />
        <ToasterHost />
        <BookByChatHost />
        {siteConfig.pixelId && <ConsentHost />}
      </QueryClientProvider>
    </StrictMode>,
  ),
);
