import { useEffect } from 'react';
import { guardLeaving } from '../../../lib/leave-guard.ts';
import { plainClick } from '../../../lib/navigation.ts';

export const leaveMessage = 'Ci sono modifiche non salvate: se esci dalla pagina le perdi. Uscire?';

/**
 * While the form holds unsaved edits, leaving asks first: closing or reloading the tab (the
 * browser's own question), following a link of the site (ours; the router's links do nothing
 * once the click is refused, as they check `defaultPrevented`) and the Back or Forward button
 * (lib/leave-guard.ts).
 */
export function useUnsavedChangesWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || !plainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      // Another site: the tab unloads, and the browser asks.
      if (link.origin !== window.location.origin) return;
      if (!window.confirm(leaveMessage)) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Before the router's own handler, which React runs from the page's root.
    document.addEventListener('click', click, true);
    guardLeaving(() => window.confirm(leaveMessage));
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      guardLeaving(null);
    };
  }, [unsaved]);
}
