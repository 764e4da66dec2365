import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { requireStaff } from '../../security/staff-auth.ts';
import { staffAuditRoutes } from './audit.ts';
import { staffBalanceRoutes } from './balance.ts';
import { staffBookingsRoutes } from './bookings.ts';
import { staffDeparturesRoutes } from './departures.ts';
import { staffDocumentsRoutes } from './documents.ts';
import { staffEmailsRoutes } from './emails.ts';
import { staffEnquiriesRoutes } from './enquiries.ts';
import { staffPassportLinksRoutes } from './passport-links.ts';
import { staffSettingsRoutes } from './settings.ts';
import { staffAreasRoutes } from './areas.ts';
import { staffTripPhotosRoutes } from './trip-photos.ts';
import { staffPackagesRoutes, staffTripsRoutes } from './trips.ts';
import { staffAccountRoutes, staffTeamRoutes } from './team.ts';
import { staffTodayRoutes } from './today.ts';
import { staffWaitlistRoutes } from './waitlist.ts';

/**
 * The back office's API: every route needs a signed-in staff account. The guard comes first,
 * so no route below can be reached without it, whoever adds it.
 */
export const staffRoutes = new Hono<AppEnv>()
  .use('*', requireStaff)
  .route('/today', staffTodayRoutes)
  .route('/bookings', staffBookingsRoutes)
  .route('/bookings', staffBalanceRoutes)
  .route('/enquiries', staffEnquiriesRoutes)
  .route('/documents', staffDocumentsRoutes)
  .route('/departures', staffDeparturesRoutes)
  .route('/passport-links', staffPassportLinksRoutes)
  .route('/emails', staffEmailsRoutes)
  .route('/waitlist', staffWaitlistRoutes)
  .route('/trips', staffTripsRoutes)
  .route('/packages', staffPackagesRoutes)
  .route('/trip-photos', staffTripPhotosRoutes)
  .route('/settings', staffSettingsRoutes)
  .route('/areas', staffAreasRoutes)
  .route('/team', staffTeamRoutes)
  .route('/account', staffAccountRoutes)
  .route('/audit', staffAuditRoutes);
