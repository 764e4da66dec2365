import type { ComponentProps } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type NavigateOptions,
} from 'react-router';
import { useSitePath } from '../lib/referral.ts';

/**
 * The site's links: react-router's, passed through the spec's link helper, so a visitor who
 * came from an ad stays on the /ads-special pages wherever a link takes them. The routes are
 * all known to the browser: no link asks to discover its own (`data-discover` on every one).
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink> & { to: string }) {
  const site = useSitePath();
  return <RouterLink to={site(to)} discover="none" {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink> & { to: string }) {
  const site = useSitePath();
  return <RouterNavLink to={site(to)} discover="none" {...props} />;
}

/** `navigate(paths.booking)` with the same helper. */
export function useSiteNavigate() {
  const navigate = useNavigate();
  const site = useSitePath();
  return (to: string, options?: NavigateOptions) => navigate(site(to), options);
}
