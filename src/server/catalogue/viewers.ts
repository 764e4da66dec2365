const WINDOW_MS = 15 * 60 * 1000;
/** Below this, the card says nothing: "1 persona lo sta guardando" would be you. */
export const MIN_VIEWERS_SHOWN = 2;

/**
 * Who opened which trip in the last 15 minutes: anonymous visitor keys in memory, per
 * process. Nothing is stored; a restart forgets everything, which is fine for a hint.
 */
export class TripViewers {
  private readonly seen = new Map<string, Map<string, number>>();

  record(destinationId: string, visitorKey: string, now: Date): void {
    const visitors = this.seen.get(destinationId) ?? new Map<string, number>();
    visitors.set(visitorKey, now.getTime());
    this.seen.set(destinationId, visitors);
  }

  /** Distinct visitors in the window, or 0 when fewer than two. */
  count(destinationId: string, now: Date): number {
    const visitors = this.seen.get(destinationId);
    if (!visitors) return 0;
    const since = now.getTime() - WINDOW_MS;
    for (const [key, at] of visitors) if (at < since) visitors.delete(key);
    return visitors.size >= MIN_VIEWERS_SHOWN ? visitors.size : 0;
  }
}
