import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { fixedClock } from '../testing/test-app.ts';
import { createScheduler, type Job } from './scheduler.ts';

describe('the scheduler', () => {
  it('runs a woken job once soon after a burst of its events, and no more once stopped', async () => {
    const events = new EventEmitter();
    const runs: string[] = [];
    const job: Job = {
      name: 'waitlist-offers',
      run: async (now) => (runs.push(now.toISOString()), 0),
      wakeOn: (wake) => {
        events.on('seats', wake);
        return () => events.off('seats', wake);
      },
    };
    const clock = fixedClock('2027-03-01T09:00:00.000Z');
    const scheduler = createScheduler({
      jobs: [job],
      clock,
      logger: createLogger({ logLevel: 'silent' }),
      settleMs: 20,
      // No minute's pass during the test: only the start's, runDue's and the woken ones.
      pattern: '0 0 1 1 *',
    });
    scheduler.start();
    await scheduler.runDue(); // the pass at start, then the one asked for here
    expect(runs).toHaveLength(2);

    clock.set('2027-03-01T09:00:30.000Z');
    events.emit('seats');
    events.emit('seats');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toEqual([
      '2027-03-01T09:00:00.000Z',
      '2027-03-01T09:00:00.000Z',
      '2027-03-01T09:00:30.000Z',
    ]);

    await scheduler.stop();
    events.emit('seats');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(3);
    expect(events.listenerCount('seats')).toBe(0);
  });
});
