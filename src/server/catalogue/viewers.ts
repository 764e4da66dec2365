const MINUTE = 60 * 1000;
/** "{n} persone lo stanno guardando": visitors of the last 15 minutes. */
const NOW_WINDOW = 15 * MINUTE;
/** The ads page's "views in the last 24 hours". */
const DAY_WINDOW = 24 * 60 * MINUTE;
/** Below this, the card says nothing: "1 persona lo sta guardando" would be you. */
export const MIN_VIEWERS_SHOWN = 2;

/**
 * Who opened which trip in the last 24 hours: anonymous visitor keys in memory, per process.
 * Nothing is stored; a restart forgets everything, which is fine for a hint.
 */
export class TripViewers {
  private readonly seen = new Map<string, Map<string, number>>();

  record(destinationId: string, visitorKey: string, now: Date): void {
    const visitors = this.seen.get(destinationId) ?? new Map<string, number>();
    visitors.set(visitorKey, now.getTime());
    this.seen.set(destinationId, visitors);
  }

  private within(destinationId: string, now: Date, window: number): number {
    const visitors = this.seen.get(destinationId);
    if (!visitors) return 0;
    const since = now.getTime();
    let count = 0;
    for (const [key, at] of visitors) {
      if (at < since - DAY_WINDOW) visitors.delete(key);
      else if (at >= since - window) count += 1;
    }
    return count >= MIN_VIEWERS_SHOWN ? count : 0;
  }

  /** Distinct visitors in the last 15 minutes, or 0 when fewer than two. */
  count(destinationId: string, now: Date): number {
    return this.within(destinationId, now, NOW_WINDOW);
  }

  /** Distinct visitors in the last 24 hours, or 0 when fewer than two. */
  countToday(destinationId: string, now: Date): number {
    return this.within(destinationId, now, DAY_WINDOW);
  }
}
