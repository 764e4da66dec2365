import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { Clock } from '../context.ts';

/**
 * Timed work inside the server (docs/decisions/023): croner wakes it every minute and once at
 * start, so work that fell due while the server was down is done on the first pass. Each job
 * asks the database what is due at the injected clock's `now` and claims every item with a
 * conditional update in the transaction that does the work: with several processes on one
 * PostgreSQL, each item is done by exactly one of them, and a process killed mid-way leaves
 * its item due for the next pass.
 */
export type Job = {
  name: string;
  /** Does the work due at `now`; answers how many items it did. */
  run(now: Date): Promise<number>;
};

export type Scheduler = {
  start(): void;
  /** One pass over every job, now; the tests call it after moving the clock. */
  runDue(): Promise<void>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
};

export function createScheduler(deps: {
  jobs: readonly Job[];
  clock: Clock;
  logger: Logger;
  /** Cron pattern of the passes; every minute. */
  pattern?: string;
}): Scheduler {
  const { jobs, clock, logger, pattern = '* * * * *' } = deps;
  let cron: Cron | undefined;
  let running: Promise<void> = Promise.resolve();

  async function pass(): Promise<void> {
    for (const job of jobs) {
      try {
        const done = await job.run(clock.now());
        if (done > 0) logger.info({ job: job.name, done }, 'timed work done');
      } catch (error) {
        // Nothing was claimed that is not done: the next pass finds the same work due.
        logger.warn({ err: error, job: job.name }, 'timed work failed: tried again next pass');
      }
    }
  }

  function runDue(): Promise<void> {
    running = running.then(pass);
    return running;
  }

  return {
    start() {
      // `protect`: a pass still running when the next minute comes is not overlapped.
      cron = new Cron(pattern, { protect: true }, () => runDue());
      void runDue();
    },
    runDue,
    async stop() {
      cron?.stop();
      await running;
    },
  };
}
