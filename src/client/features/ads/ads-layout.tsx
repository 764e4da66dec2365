import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ADS_PREFIX } from '#domain/site-paths.ts';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { markAdsVisit } from '../../lib/referral.ts';
import { AdsHeader } from './ads-header.tsx';

/**
 * Every /ads-special page: its own header, and the visitor remembered as coming from an ad
 * (the ads home always, the other ads pages only when nothing is stored yet).
 */
export function AdsLayout() {
  const { pathname } = useLocation();
  useEffect(() => markAdsVisit({ always: pathname === ADS_PREFIX }), [pathname]);
  return <MainLayout header={<AdsHeader />} />;
}
