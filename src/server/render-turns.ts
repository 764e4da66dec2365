/**
 * Pages are drawn side by side, all from the one catalogue the page code holds (client/lib/
 * page-data.ts). A staff preview draws with the drafts in it: it waits for the pages being drawn
 * to finish and holds the next ones back until it is done, so no visitor's page ever sees a draft.
 */
export function renderTurns() {
  let drawing = 0;
  let previewing: Promise<void> | null = null;
  let drained: (() => void) | null = null;

  return {
    async shared<T>(draw: () => Promise<T>): Promise<T> {
      // No await between the check and the count: a preview cannot start in between.
      while (previewing) await previewing;
      drawing += 1;
      try {
        return await draw();
      } finally {
        drawing -= 1;
        if (drawing === 0) drained?.();
      }
    },
    async alone<T>(draw: () => Promise<T>): Promise<T> {
      while (previewing) await previewing;
      let done!: () => void;
      previewing = new Promise((resolve) => (done = resolve));
      try {
        if (drawing > 0) await new Promise<void>((resolve) => (drained = resolve));
        drained = null;
        return await draw();
      } finally {
        previewing = null;
        done();
      }
    },
  };
}
