import { siteLink, sitePath } from '#domain/site-paths.ts';
import { notify } from '../../lib/notify.ts';

export type TeamVariant = 'main' | 'ads';

/**
 * A path as this variant's pages link it: the ads pages stay under /ads-special even before
 * the ads layout has remembered the visitor (its effect runs after the page's own). The
 * site's `Link` then applies the link helper for visitors already known to come from an ad.
 */
export function variantPath(path: string, variant: TeamVariant): string {
  return sitePath(path, variant === 'ads');
}

/** The address someone else can open: the page's path on this site's origin. */
export function absoluteLink(path: string): string {
  return siteLink(window.location.origin, path);
}

/** The spec's team link toast lasts 3000 ms. */
const LINK_TOAST_MS = 3000;

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    void notify.success('Link copiato!', { duration: LINK_TOAST_MS });
  } catch {
    void notify.error('Impossibile copiare il link', {
      description: 'Copia l’indirizzo dalla barra del browser.',
    });
  }
}

/** The device's share sheet when there is one; otherwise (or if it fails) the link is copied. */
export async function shareLink(share: { url: string; title: string; text: string }) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return;
    } catch (error) {
      // The visitor closed the sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyLink(share.url);
}

/** Ads pages always chat; the main site follows the chat flag (the contact form when off). */
export async function chatWithTeam(message: string, variant: TeamVariant): Promise<void> {
  // The chat's code comes with the click, not with the page.
  const { openChat, startChat } = await import('../chat/index.ts');
  const opened = variant === 'ads' ? await openChat(message) : await startChat({ message });
  if (!opened) {
    void notify.error('Impossibile aprire la chat', {
      description: 'Riprova tra poco oppure scrivici dalla pagina Contatti.',
    });
  }
}
