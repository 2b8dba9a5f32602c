import { describe, expect, it } from 'vitest';
import { ErpWait } from './erp-wait.ts';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ErpWait', () => {
  it('counts overlapping calls once and sequential calls in full', async () => {
    const wait = new ErpWait();
    await Promise.all([wait.around(() => after(60)), wait.around(() => after(60))]);
    const overlapped = wait.elapsedMs();
    await wait.around(() => after(60));
    expect(overlapped).toBeGreaterThanOrEqual(55);
    expect(overlapped).toBeLessThan(110);
    expect(wait.elapsedMs()).toBeGreaterThanOrEqual(overlapped + 55);
  });

  it('still counts the time of a call that failed', async () => {
    const wait = new ErpWait();
    await expect(wait.around(() => after(30).then(() => Promise.reject(new Error('503'))))).rejects.toThrow('503');
    expect(wait.elapsedMs()).toBeGreaterThanOrEqual(25);
  });
});
