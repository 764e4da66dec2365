import { describe, expect, it, vi } from 'vitest';
import { connectionTurns, NoTurnInTimeError } from './connection-turns.ts';

describe('connection turns', () => {
  it('gives at most `max` turns at once and the next one as soon as one is released', async () => {
    const turns = connectionTurns(2, 10_000);
    const first = await turns.take();
    await turns.take();
    let third = false;
    const waiting = turns.take().then((release) => {
      third = true;
      return release;
    });
    await Promise.resolve();
    expect(third).toBe(false);
    first();
    await waiting;
    expect(third).toBe(true);
  });

  it('serves the waiting in the order they came', async () => {
    const turns = connectionTurns(1, 10_000);
    const release = await turns.take();
    const order: number[] = [];
    const a = turns.take().then((r) => (order.push(1), r));
    const b = turns.take().then((r) => (order.push(2), r));
    release();
    (await a)();
    (await b)();
    expect(order).toEqual([1, 2]);
  });

  it('a release called twice gives back one turn, not two', async () => {
    const turns = connectionTurns(1, 10_000);
    const release = await turns.take();
    release();
    release();
    await turns.take();
    let more = false;
    void turns.take().then(() => (more = true));
    await Promise.resolve();
    expect(more).toBe(false);
  });

  it('a request that waits past the limit is refused, and leaves the queue', async () => {
    vi.useFakeTimers();
    try {
      const turns = connectionTurns(1, 5_000);
      const release = await turns.take();
      const late = turns.take();
      const check = expect(late).rejects.toBeInstanceOf(NoTurnInTimeError);
      await vi.advanceTimersByTimeAsync(5_000);
      await check;
      // The refused request took nothing: the freed turn goes to the next one at once.
      release();
      await expect(turns.take()).resolves.toBeTypeOf('function');
    } finally {
      vi.useRealTimers();
    }
  });
});
