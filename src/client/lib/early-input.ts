import { useEffect, type RefObject } from 'react';
import { drawingServerPage } from './first-paint.ts';

/**
 * What the visitor put in a field of the server's page before its code ran (on a phone that
 * is seconds): read as the page hydrates, so the code starts from it instead of wiping it.
 * Null on the server, for a page drawn in the browser, and for a field the page does not have.
 * Every field a visitor can reach before hydration seeds its state from here, by its id.
 */
export function earlyValue(id: string): string | null {
  if (typeof document === 'undefined' || !drawingServerPage()) return null;
  const field = document.getElementById(id);
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    return field.value;
  return null;
}

/**
 * A file the visitor chose in the server's page before its code ran: a file field keeps it
 * (no code can set one), so once the page is React's the field's state adopts it.
 */
export function useEarlyFile(
  input: RefObject<HTMLInputElement | null>,
  chosen: File | null,
  choose: (file: File) => void,
): void {
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file && !chosen) choose(file);
    // Once, as the page is taken over: later choices come through the field's own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
