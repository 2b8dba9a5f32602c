import { describe, expect, it } from 'vitest';
import { forgetInRequest, perRequest } from './per-request.ts';

describe('perRequest', () => {
  it('reads a key once per request, again after it is forgotten or failed, and apart per request', async () => {
    const request = {};
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    expect(await perRequest(request, 'workflow:7', load)).toBe(1);
    expect(await perRequest(request, 'workflow:7', load)).toBe(1);
    expect(await perRequest({}, 'workflow:7', load)).toBe(2);
    forgetInRequest(request, 'workflow:');
    expect(await perRequest(request, 'workflow:7', load)).toBe(3);
    await expect(perRequest(request, 'settings:7', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await perRequest(request, 'settings:7', load)).toBe(4);
  });
});
