import { describe, expect, it } from 'vitest';
import { NOTHING_TO_APPROVE, PO_REQUIRED, PO_TOO_LONG, approvalErrors } from './approvals.ts';
import { OVER_ORIGINAL } from './quantity.ts';

describe('approving a cart request (§5)', () => {
  it('needs one line left, and a PO when required', () => {
    expect(
      approvalErrors(
        [
          { raw: '0', original: 2 },
          { raw: '0', original: 1 },
        ],
        '',
        false,
      ),
    ).toEqual([NOTHING_TO_APPROVE]);
    expect(
      approvalErrors(
        [
          { raw: '0', original: 2 },
          { raw: '1', original: 1 },
        ],
        '',
        false,
      ),
    ).toEqual([]);
    expect(approvalErrors([{ raw: '1', original: 1 }], ' ', true)).toEqual([PO_REQUIRED]);
    expect(approvalErrors([{ raw: '1', original: 1 }], 'X'.repeat(23), false)).toEqual([PO_TOO_LONG]);
  });

  it('names each quantity problem once', () => {
    expect(
      approvalErrors(
        [
          { raw: '3', original: 2 },
          { raw: '4', original: 1 },
        ],
        '',
        false,
      ),
    ).toEqual([OVER_ORIGINAL]);
  });
});
