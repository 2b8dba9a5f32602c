// A fake clock as a vitest fixture, for unit tests that must not pull in the whole stack.
import { test as base, vi } from 'vitest';

/** Fake timers (Date, performance and every timer) for one test, real again after it. */
export const clock = async ({}, use: (clock: typeof vi) => Promise<void>) => {
  vi.useFakeTimers();
  await use(vi);
  vi.useRealTimers();
};

/** vitest with `clock`: `it('...', ({ clock }) => { ...; clock.advanceTimersByTime(1_000); ... })`. */
export const clockTest = base.extend<{ clock: typeof vi }>({ clock });
