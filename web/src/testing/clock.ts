// A fake clock as a vitest fixture: `it('...', ({ clock }) => { ...; clock.advanceTimersByTime(1_000); ... })`.
import { test as base, vi } from 'vitest';

/** vitest with `clock`: fake timers (Date, performance and every timer) for one test, real again after it. */
export const clockTest = base.extend<{ clock: typeof vi }>({
  clock: async ({}, provide) => {
    vi.useFakeTimers();
    await provide(vi);
    vi.useRealTimers();
  },
});
