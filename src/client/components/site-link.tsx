import type { ComponentProps, MouseEvent } from 'react';
import { NavLink as RouterNavLink, useNavigate, type NavigateOptions } from 'react-router';
import { goTo, plainClick } from '../lib/navigation.ts';
import { useSitePath } from '../lib/referral.ts';

/** A click the page follows itself: a plain one, on a link not meant for another tab. */
const followedHere = (event: MouseEvent<HTMLAnchorElement>) =>
  plainClick(event) && ['', '_self'].includes(event.currentTarget.target);

/**
 * The site's links, passed through the spec's link helper, so a visitor who came from an ad
 * stays on the /ads-special pages wherever a link takes them. A plain link the router follows
 * (lib/navigation.ts), as react-router's `Link` does; that one resolves its address, checks
 * for another origin and readies prefetching at every render of every link, a good part of the
 * router's time as a page hydrates. `reloadDocument`: the browser loads the page afresh (the
 * error screen's way out).
 */
export function Link({
  to,
  onClick,
  reloadDocument = false,
  ...props
}: ComponentProps<'a'> & { to: string; reloadDocument?: boolean }) {
  const href = useSitePath()(to);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (reloadDocument || event.defaultPrevented || !followedHere(event)) return;
        event.preventDefault();
        goTo(href);
      }}
      {...props}
    />
  );
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
