import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { Clock } from '../context.ts';

/**
 * Timed work inside the server (docs/decisions/023): croner wakes it every minute and once at
 * start, so work that fell due while the server was down is done on the first pass; a job with
 * `wakeOn` also runs soon after its event. Each job
 * asks the database what is due at the injected clock's `now` and claims every item with a
 * conditional update in the transaction that does the work: with several processes on one
 * PostgreSQL, each item is done by exactly one of them, and a process killed mid-way leaves
 * its item due for the next pass.
 */
export type Job = {
  name: string;
  /** Does the work due at `now`; answers how many items it did. */
  run(now: Date): Promise<number>;
  /**
   * Subscribes to an event that makes this job due at once (seats returned): the scheduler then
   * runs it within seconds instead of at the next minute. Answers the unsubscribe.
   */
  wakeOn?: (wake: () => void) => () => void;
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
  /**
   * How long a woken job waits before its run: the event comes from inside the change's
   * transaction, which has to commit before another connection sees its work.
   */
  settleMs?: number;
}): Scheduler {
  const { jobs, clock, logger, pattern = '* * * * *', settleMs = 500 } = deps;
  let cron: Cron | undefined;
  let running: Promise<void> = Promise.resolve();
  const unsubscribe: (() => void)[] = [];
  const woken = new Map<Job, ReturnType<typeof setTimeout>>();

  async function runJob(job: Job): Promise<void> {
    try {
      const done = await job.run(clock.now());
      if (done > 0) logger.info({ job: job.name, done }, 'timed work done');
    } catch (error) {
      // Nothing was claimed that is not done: the next pass finds the same work due.
      logger.warn({ err: error, job: job.name }, 'timed work failed: tried again next pass');
    }
  }

  async function pass(): Promise<void> {
    for (const job of jobs) await runJob(job);
  }

  function runDue(): Promise<void> {
    running = running.then(pass);
    return running;
  }

  /** Several events close together make one run, after the last has settled. */
  function wake(job: Job): void {
    clearTimeout(woken.get(job));
    woken.set(
      job,
      setTimeout(() => {
        woken.delete(job);
        running = running.then(() => runJob(job));
      }, settleMs),
    );
  }

  return {
    start() {
      // `protect`: a pass still running when the next minute comes is not overlapped.
      cron = new Cron(pattern, { protect: true }, () => runDue());
      for (const job of jobs) {
        if (job.wakeOn) unsubscribe.push(job.wakeOn(() => wake(job)));
      }
      void runDue();
    },
    runDue,
    async stop() {
      cron?.stop();
      unsubscribe.splice(0).forEach((stop) => stop());
      woken.forEach((timer) => clearTimeout(timer));
      woken.clear();
      await running;
    },
  };
}
