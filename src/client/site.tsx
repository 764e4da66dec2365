import { StrictMode, Suspense, lazy, useDeferredValue, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConsentHost } from './features/marketing/index.ts';
import { clearDatesRequest, useDatesRequest } from './lib/dates-request.ts';
import { useToasterWanted } from './lib/notify.ts';
import { siteConfig } from './lib/page-data.ts';
import { readyAhead } from './lib/ready-ahead.tsx';
import { useInBrowser } from './lib/use-in-browser.ts';
import { useIdleAfterPaint } from './lib/when-idle.ts';

const Toaster = lazy(() => import('./components/ui/toaster.tsx'));
const BookByChat = readyAhead(
  async () => (await import('./features/departures/index.ts')).BookByChat,
);

/** The toast library loads with the first toast, not with the first page. */
function ToasterHost() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The departures and airport dialogs, for whichever trip a visitor asked about. The request comes
 * synchronously (an external store); the dates render after the tap has painted, in an
 * interruptible pass, so the button answers at once on a slow phone (decision 039).
 */
function BookByChatHost() {
  // Their code comes once the page is idle: a tap then only draws them.
  const idle = useIdleAfterPaint();
  useEffect(() => {
    if (idle) void BookByChat.preload().catch(() => undefined);
  }, [idle]);
  const requested = useDatesRequest();
  const deferred = useDeferredValue(requested);
  // A trip's dates (a long list) open in the pass after the tap; the airport asked after a
  // departure (a short one) opens in the tap's own frame; both close at once (the focus then
  // goes back to the opener).
  const request = requested?.departure || requested === deferred ? requested : null;
  return request ? (
    <Suspense fallback={null}>
      <BookByChat
        key={`${request.trip.id} ${request.departure?.id}`}
        trip={request.trip}
        departure={request.departure}
        onClose={clearDatesRequest}
      />
    </Suspense>
  ) : null;
}

/**
 * The whole site around the router the place provides: the browser's (app.tsx) or the
 * server's (entry-server.tsx). Toasts, dialogs and the cookie banner exist in the browser only.
 */
export function Site({ client, children }: { client: QueryClient; children: ReactNode }) {
  const inBrowser = useInBrowser();
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        {inBrowser && (
          <>
            <ToasterHost />
            <BookByChatHost />
            {siteConfig.pixelId && <ConsentHost />}
          </>
        )}
      </QueryClientProvider>
    </StrictMode>
  );
}
