import { describe, expect, it } from 'vitest';
import { renderTurns } from './render-turns.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('render turns', () => {
  it('draws visitors’ pages side by side', async () => {
    const turns = renderTurns();
    let together = 0;
    let most = 0;
    const draw = () =>
      turns.shared(async () => {
        together += 1;
        most = Math.max(most, together);
        await tick();
        together -= 1;
      });
    await Promise.all([draw(), draw(), draw()]);
    expect(most).toBe(3);
  });

  it('a preview waits for the pages under way and holds the next ones until it is done', async () => {
    const turns = renderTurns();
    const events: string[] = [];
    const visitor = (name: string) =>
      turns.shared(async () => {
        events.push(`${name} starts`);
        await tick();
        events.push(`${name} ends`);
      });
    const first = visitor('a');
    const preview = turns.alone(async () => {
      events.push('preview starts');
      await tick();
      events.push('preview ends');
    });
    const next = visitor('b');
    await Promise.all([first, preview, next]);
    expect(events).toEqual([
      'a starts',
      'a ends',
      'preview starts',
      'preview ends',
      'b starts',
      'b ends',
    ]);
  });
});
