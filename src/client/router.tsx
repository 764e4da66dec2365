import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { pageTitle } from '#domain/page-titles.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { showingAddress } from './lib/first-paint.ts';
import { watchTraversals } from './lib/leave-guard.ts';
import { setNavigation } from './lib/navigation.ts';
import { catalogue, siteConfig, team } from './lib/page-data.ts';
import { pageAt } from './page-at.ts';
import { lazyRoutes, type LazyRouteName } from './route-list.ts';
import { pageModules, type PageModules } from './route-modules.ts';

type RouteOf<R extends LazyRouteName> = (typeof lazyRoutes)[R];
type PageComponent<R extends LazyRouteName> =
  Awaited<ReturnType<PageModules[RouteOf<R>['module']]>> extends infer M
    ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: each page keeps its own
      Extract<M[RouteOf<R>['component'] & keyof M], ComponentType<any>>
    : never;

// Every page loads when it is first visited; the one a visit opens on, beside the application
// (app.tsx asks for it as it starts).
const page = Object.fromEntries(
  Object.entries(lazyRoutes).map(([name, route]) => [
    name,
    lazy(async () => ({
      default: (await pageModules[route.module]())[route.component as never],
    })),
  ]),
) as unknown as { [R in LazyRouteName]: LazyExoticComponent<PageComponent<R>> };
const AdsLayout = lazy(async () => ({ default: (await pageModules.ads()).AdsLayout }));

/** A route of the list, mounted at its address. */
const at = (name: LazyRouteName) => lazyRoutes[name].path;

type BoundaryState = { error: unknown; address: string };

/** What no page handled ends on the error screen; another address starts afresh. */
class ErrorBoundary extends Component<{ address: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { address: string }, state: BoundaryState) {
    return props.address === state.address ? null : { error: null, address: props.address };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The tab names the page of each address the visitor moves to, as the server's head does.
 * A layout effect: it runs before the page's own effects, so a page may still name a finer
 * part of itself (the back office's sections).
 */
function usePageTitle(pathname: string) {
  useLayoutEffect(() => {
    document.title = pageTitle(pageAt(pathname), {
      brand: siteConfig.name,
      trips: catalogue.trips,
      team,
    });
  }, [pathname]);
}

/** The site's pages, under whichever router the place provides (browser or server). */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Drawn in the browser from here on: coming back to the server's address is a new page.
  useLayoutEffect(() => showingAddress(pathname), [pathname]);
  usePageTitle(pathname);
  useEffect(() => {
    setNavigation(navigate);
    return () => setNavigation(null);
  }, [navigate]);
  return (
    <ErrorBoundary address={pathname}>
      {/* Nothing shows until the page's code is there, as the first paint is the page itself;
          later navigations keep the current page on screen meanwhile (transitions). */}
      <Suspense fallback={null}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path={at('home')} element={<page.home />} />
            <Route path={at('travels')} element={<page.travels />} />
            <Route path={at('destination')} element={<page.destination />} />
            <Route path={at('about')} element={<page.about />} />
            <Route path={at('team')} element={<page.team variant="main" />} />
            <Route path={at('teamMember')} element={<page.teamMember variant="main" />} />
            <Route path={at('privacyPolicy')} element={<page.privacyPolicy />} />
            <Route path={at('contact')} element={<page.contact />} />
            <Route path={at('booking')} element={<page.booking />} />
            <Route path={at('payment')} element={<page.payment />} />
            <Route path={at('bookingSuccess')} element={<page.bookingSuccess />} />
            <Route path={at('documents')} element={<page.documents />} />
            <Route path={at('documentsSuccess')} element={<page.documentsSuccess />} />
            <Route path={at('myBooking')} element={<page.myBooking />} />
            <Route path={at('waitlistChange')} element={<page.waitlistChange />} />
            <Route path={at('notFound')} element={<page.notFound />} />
          </Route>
          <Route element={<AdsLayout />}>
            <Route path={at('adsHome')} element={<page.adsHome />} />
            <Route path={at('adsTravels')} element={<page.adsTravels />} />
            <Route path={at('adsTravel')} element={<page.adsTravel />} />
            <Route path={at('adsAbout')} element={<page.adsAbout variant="ads" />} />
            <Route path={at('adsTeam')} element={<page.adsTeam variant="ads" />} />
            <Route path={at('adsTeamMember')} element={<page.adsTeamMember variant="ads" />} />
            <Route path={at('adsContact')} element={<page.adsContact />} />
            <Route path={at('adsBooking')} element={<page.adsBooking />} />
            <Route path={at('adsTrip')} element={<page.adsTrip />} />
          </Route>
          {/* The back office has a frame of its own: no public header, footer or booking button. */}
          <Route path={at('admin')} element={<page.admin />} />
          <Route path={at('passportVerification')} element={<page.passportVerification />} />
          <Route
            path={at('passportVerificationSuccess')}
            element={<page.passportVerificationSuccess />}
          />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** The site's pages at their real addresses, in the browser. */
export function SiteRouter() {
  // Before the router's own listener: an unsaved editor can keep the Back button from leaving.
  watchTraversals();
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
