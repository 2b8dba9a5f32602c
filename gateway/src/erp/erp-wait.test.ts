import { describe, expect } from 'vitest';
import { clockTest as it } from '../testing/clock.ts';
import { ErpWait } from './erp-wait.ts';

/** A call that answers after `ms` of the (fake) clock. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ErpWait', () => {
  it('counts overlapping calls once and sequential calls in full', async ({ clock }) => {
    const wait = new ErpWait();
    // One call from 0 to 60 ms and one from 20 to 80 ms: 80 ms of waiting, not 120.
    const first = wait.around(() => after(60));
    clock.advanceTimersByTime(20);
    const second = wait.around(() => after(60));
    expect(wait.elapsedMs()).toBe(20);
    await clock.advanceTimersByTimeAsync(60);
    await Promise.all([first, second]);
    expect(wait.elapsedMs()).toBe(80);
    // Time between calls is the gateway's own, not the ERP's.
    clock.advanceTimersByTime(500);
    const third = wait.around(() => after(30));
    await clock.advanceTimersByTimeAsync(30);
    await third;
    expect(wait.elapsedMs()).toBe(110);
  });

  it('still counts the time of a call that failed', async ({ clock }) => {
    const wait = new ErpWait();
    const failing = wait.around(() => after(30).then(() => Promise.reject(new Error('503'))));
    const refused = expect(failing).rejects.toThrow('503');
    await clock.advanceTimersByTimeAsync(30);
    await refused;
    expect(wait.elapsedMs()).toBe(30);
  });
});
