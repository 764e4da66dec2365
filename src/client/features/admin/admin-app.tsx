import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { AuditPage } from './audit/audit-page.tsx';
import { TodayPage } from './today/today-page.tsx';
import { adminKeys } from './admin-keys.ts';
import { BackOfficeFrame } from './back-office-frame.tsx';
import { usePageFrame } from '../../layouts/main-layout.tsx';
import { BookingDetailPage } from './bookings/booking-detail-page.tsx';
import { BookingsPage } from './bookings/bookings-page.tsx';
import { DeparturePage } from './departures/departure-page.tsx';
import { NewSalePage } from './bookings/new-sale-page.tsx';
import { DeparturesPage } from './departures/departures-page.tsx';
import { DocumentsPage } from './documents/documents-page.tsx';
import { EmailDetailPage } from './emails/email-detail-page.tsx';
import { EmailsPage } from './emails/emails-page.tsx';
import { EnquiriesPage } from './enquiries/enquiries-page.tsx';
import { PassportLinksPage } from './passport-links/passport-links-page.tsx';
import { useEndSessionOnUnauthorized, useStaffSession } from './session/api.ts';
import { SignInPage } from './session/sign-in-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { PackagesPage } from './trips/packages-page.tsx';
import { NewTripPage, TripEditorPage } from './trips/trip-editor-page.tsx';
import { TripsPage } from './trips/trips-page.tsx';
import { InvitationPage, PasswordResetPage } from './team/account-links.tsx';
import { AccountPage } from './team/account-page.tsx';
import { TeamPage } from './team/team-page.tsx';
import { WaitlistPage } from './waitlist/waitlist-page.tsx';

// Staff work on data that others change (visitors book, colleagues edit): it is fresh for
// half a minute, and an answer the server gave on purpose (4xx) is not asked again.
queryClient.setQueryDefaults(adminKeys.all, {
  staleTime: 30_000,
  retry: (failures, error) =>
    failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
});

/** Paths of the sections, relative to `/admin/*` where the router mounts the back office. */
const relative = (path: string) => path.slice(paths.admin.length + 1);

/** `/admin/*`: the sign-in page until a staff member is in, then the back office's sections. */
export function AdminApp() {
  usePageFrame();
  const session = useStaffSession();
  useEndSessionOnUnauthorized();
  const { pathname } = useLocation();

  // What an e-mailed link opens (an invitation, a new password), signed in or not.
  if (matchPath(paths.adminInvitation, pathname) || matchPath(paths.adminPasswordReset, pathname)) {
    return (
      <BackOfficeFrame>
        <Routes>
          <Route path={relative(paths.adminInvitation)} element={<InvitationPage />} />
          <Route path={relative(paths.adminPasswordReset)} element={<PasswordResetPage />} />
        </Routes>
      </BackOfficeFrame>
    );
  }
  if (session.isPending) {
    return (
      <BackOfficeFrame>
        <div className="grid min-h-[70svh] place-items-center">
          <Spinner label="Caricamento dell'area staff…" />
        </div>
      </BackOfficeFrame>
    );
  }
  if (!session.data) {
    return (
      <BackOfficeFrame>
        <SignInPage />
      </BackOfficeFrame>
    );
  }

  return (
    <BackOfficeFrame staff={session.data}>
      <Routes>
        <Route index element={<Navigate to={paths.adminToday} replace />} />
        <Route path={relative(paths.adminToday)} element={<TodayPage />} />
        <Route path={relative(paths.adminBookings)} element={<BookingsPage />} />
        <Route path={relative(paths.adminNewBooking)} element={<NewSalePage />} />
        <Route path={`${relative(paths.adminBookings)}/:id`} element={<BookingDetailPage />} />
        <Route path={relative(paths.adminEnquiries)} element={<EnquiriesPage />} />
        <Route path={relative(paths.adminDocuments)} element={<DocumentsPage />} />
        <Route path={relative(paths.adminDepartures)} element={<DeparturesPage />} />
        <Route path={`${relative(paths.adminDepartures)}/:id`} element={<DeparturePage />} />
        <Route path={relative(paths.adminPassportLinks)} element={<PassportLinksPage />} />
        <Route path={relative(paths.adminEmails)} element={<EmailsPage />} />
        <Route path={`${relative(paths.adminEmails)}/:id`} element={<EmailDetailPage />} />
        <Route path={relative(paths.adminWaitlist)} element={<WaitlistPage />} />
        <Route path={relative(paths.adminTrips)} element={<TripsPage />} />
        <Route path={relative(paths.adminNewTrip)} element={<NewTripPage />} />
        <Route path={`${relative(paths.adminTrips)}/:key`} element={<TripEditorPage />} />
        <Route path={relative(paths.adminPackages)} element={<PackagesPage />} />
        <Route path={relative(paths.adminSettings)} element={<SettingsPage />} />
        <Route path={relative(paths.adminTeam)} element={<TeamPage me={session.data} />} />
        <Route path={relative(paths.adminAccount)} element={<AccountPage me={session.data} />} />
        <Route path={relative(paths.adminAudit)} element={<AuditPage />} />
        <Route path="*" element={<Navigate to={paths.adminToday} replace />} />
      </Routes>
    </BackOfficeFrame>
  );
}
