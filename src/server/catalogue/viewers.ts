const MINUTE = 60 * 1000;
/** "{n} persone lo stanno guardando": visitors of the last 15 minutes. */
const NOW_WINDOW = 15 * MINUTE;
/** The ads page's "views in the last 24 hours". */
const DAY_WINDOW = 24 * 60 * MINUTE;
/** Below this, the card says nothing: "1 persona lo sta guardando" would be you. */
export const MIN_VIEWERS_SHOWN = 2;

/**
 * The visitors of one trip within a span of time, oldest first: a visit moves its visitor to the
 * end, so counting only drops the expired ones from the front. A campaign's thousands of visitors
 * cost each count nothing, where a scan of them all would cost every page.
 */
class VisitorWindow {
  private readonly lastSeen = new Map<string, number>();

  constructor(private readonly span: number) {}

  record(visitorKey: string, at: number): void {
    this.lastSeen.delete(visitorKey);
    this.lastSeen.set(visitorKey, at);
  }

  count(now: number): number {
    for (const [key, at] of this.lastSeen) {
      if (at >= now - this.span) break;
      this.lastSeen.delete(key);
    }
    return this.lastSeen.size;
  }
}

/**
 * Who opened which trip in the last 15 minutes and 24 hours: anonymous visitor keys in memory,
 * per process. Nothing is stored; a restart forgets everything, which is fine for a hint.
 */
export class TripViewers {
  private readonly seen = new Map<string, { now: VisitorWindow; day: VisitorWindow }>();

  record(destinationId: string, visitorKey: string, now: Date): void {
    let windows = this.seen.get(destinationId);
    if (!windows) {
      windows = { now: new VisitorWindow(NOW_WINDOW), day: new VisitorWindow(DAY_WINDOW) };
      this.seen.set(destinationId, windows);
    }
    windows.now.record(visitorKey, now.getTime());
    windows.day.record(visitorKey, now.getTime());
  }

  private shown(count: number): number {
    return count >= MIN_VIEWERS_SHOWN ? count : 0;
  }

  /** Distinct visitors in the last 15 minutes, or 0 when fewer than two. */
  count(destinationId: string, now: Date): number {
    return this.shown(this.seen.get(destinationId)?.now.count(now.getTime()) ?? 0);
  }

  /** Distinct visitors in the last 24 hours, or 0 when fewer than two. */
  countToday(destinationId: string, now: Date): number {
    return this.shown(this.seen.get(destinationId)?.day.count(now.getTime()) ?? 0);
  }
}
