/**
 * Turns at the pool's connections. pg-pool waits for a free connection and for a new one under
 * the same `connectionTimeoutMillis`, so a burst of visitors on a slow machine (busy, not
 * unreachable) timed out after the short wait meant for a dead server. Requests queue here for
 * a free turn, patiently; only the pool's own connect is held to the short timeout.
 */
export type ConnectionTurns = {
  /** Resolves with a release function once a turn is free; rejects after `waitMs`. */
  take(): Promise<() => void>;
};

export class NoTurnInTimeError extends Error {
  constructor(waitMs: number) {
    super(`every database connection stayed busy for ${waitMs} ms`);
    this.name = 'NoTurnInTimeError';
  }
}

export function connectionTurns(max: number, waitMs: number): ConnectionTurns {
  let taken = 0;
  const waiting: { grant: () => void }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else taken -= 1;
  };
  // A turn is given back once, however many times its release is called.
  const releaseOnce = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    take() {
      if (taken < max) {
        taken += 1;
        return Promise.resolve(releaseOnce());
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          grant: () => {
            clearTimeout(timer);
            resolve(releaseOnce());
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new NoTurnInTimeError(waitMs));
        }, waitMs);
        waiting.push(waiter);
      });
    },
  };
}
