import { Component, Suspense, lazy, useEffect, type ReactNode } from 'react';
import { HashRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { HomePage } from './features/home/home-page.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { ADS_PREFIX } from '#domain/site-paths.ts';
import { paths } from './paths.ts';
import { pageModules } from './route-modules.ts';

// The home ships in the first bundle; every other page loads when it is first visited.
const TravelsPage = lazy(async () => ({ default: (await pageModules.travels()).TravelsPage }));
const DestinationPage = lazy(async () => ({
  default: (await pageModules.destination()).DestinationPage,
}));
const AboutPage = lazy(async () => ({ default: (await pageModules.about()).AboutPage }));
const PrivacyPolicyPage = lazy(async () => ({
  default: (await pageModules.privacyPolicy()).PrivacyPolicyPage,
}));
const ContactPage = lazy(async () => ({ default: (await pageModules.contact()).ContactPage }));
const BookingPage = lazy(async () => ({ default: (await pageModules.booking()).BookingPage }));
const PaymentPage = lazy(async () => ({ default: (await pageModules.payment()).PaymentPage }));
const BookingSuccessPage = lazy(async () => ({
  default: (await pageModules.bookingSuccess()).BookingSuccessPage,
}));
const DocumentsPage = lazy(async () => ({
  default: (await pageModules.documents()).DocumentsPage,
}));
const DocumentsSuccessPage = lazy(async () => ({
  default: (await pageModules.documents()).DocumentsSuccessPage,
}));
const PassportVerificationPage = lazy(async () => ({
  default: (await pageModules.passportVerification()).PassportVerificationPage,
}));
const PassportVerificationSuccessPage = lazy(async () => ({
  default: (await pageModules.passportVerification()).PassportVerificationSuccessPage,
}));
const TeamPage = lazy(async () => ({ default: (await pageModules.team()).TeamPage }));
const TeamMemberPage = lazy(async () => ({
  default: (await pageModules.teamMember()).TeamMemberPage,
}));
const AdsLayout = lazy(async () => ({ default: (await pageModules.ads()).AdsLayout }));
const AdsHomePage = lazy(async () => ({ default: (await pageModules.ads()).AdsHomePage }));
const AdsTravelPage = lazy(async () => ({ default: (await pageModules.ads()).AdsTravelPage }));
const AdsBookingPage = lazy(async () => ({ default: (await pageModules.ads()).AdsBookingPage }));
const AdminApp = lazy(async () => ({ default: (await pageModules.admin()).AdminApp }));
const NotFoundPage = lazy(async () => ({ default: (await pageModules.notFound()).NotFoundPage }));

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

function SiteRoutes() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The first render is interruptible: an address changed while it ran (before the router
  // listened) is caught up with once it has mounted.
  useEffect(() => {
    const address = window.location.hash.slice(1) || paths.home;
    if (address !== pathname + search) void navigate(address, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  return (
    <ErrorBoundary address={pathname}>
      {/* Nothing shows until the page's code is there, as the first paint is the page itself;
          later navigations keep the current page on screen meanwhile (transitions). */}
      <Suspense fallback={null}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path={paths.home} element={<HomePage />} />
            <Route path={paths.travels} element={<TravelsPage />} />
            <Route path="/travel/:id" element={<DestinationPage />} />
            <Route path={paths.about} element={<AboutPage />} />
            <Route path={paths.team} element={<TeamPage variant="main" />} />
            <Route path="/team/:id" element={<TeamMemberPage variant="main" />} />
            <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
            <Route path={paths.contact} element={<ContactPage />} />
            <Route path={paths.booking} element={<BookingPage />} />
            <Route path={paths.payment} element={<PaymentPage />} />
            <Route path={paths.bookingSuccess} element={<BookingSuccessPage />} />
            <Route path={paths.documents} element={<DocumentsPage />} />
            <Route path={paths.documentsSuccess} element={<DocumentsSuccessPage />} />
            <Route path={`${paths.admin}/*`} element={<AdminApp />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path={ADS_PREFIX} element={<AdsLayout />}>
            <Route index element={<AdsHomePage />} />
            <Route path="travels" element={<TravelsPage />} />
            <Route path="travel/:id" element={<AdsTravelPage />} />
            <Route path="about" element={<AboutPage variant="ads" />} />
            <Route path="team" element={<TeamPage variant="ads" />} />
            <Route path="team/:id" element={<TeamMemberPage variant="ads" />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="booking" element={<AdsBookingPage />} />
            {/* decisions.md: a trip answers at /ads-special/{id} too. */}
            <Route path=":id" element={<AdsTravelPage />} />
          </Route>
          {/* The identity check stands alone: no header, no footer, nothing to wander off to. */}
          <Route path={paths.passportVerification} element={<PassportVerificationPage />} />
          <Route
            path={paths.passportVerificationSuccess}
            element={<PassportVerificationSuccessPage />}
          />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** The site's pages on hash addresses (`#/travels`), as the spec's links are written. */
export function SiteRouter() {
  return (
    <HashRouter>
      <SiteRoutes />
    </HashRouter>
  );
}
