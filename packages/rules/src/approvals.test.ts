import { describe, expect, it } from 'vitest';
import {
  NOTHING_TO_APPROVE,
  PO_REQUIRED,
  PO_TOO_LONG,
  approvalErrors,
  approvalNeeded,
  editedTotals,
} from './approvals.ts';
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

describe("the request's figures as the approver edits (issue 29)", () => {
  const lines = [
    { id: 'L1', price: 59.15, quantity: 12 },
    { id: 'L2', price: 125, quantity: 4 },
  ];

  it('recomputes a lowered line (12 to 5) and the subtotal; a dropped line counts nothing', () => {
    expect(editedTotals(lines, {})).toEqual({ lines: { L1: 709.8, L2: 500 }, subtotal: 1209.8 });
    expect(editedTotals(lines, { L1: '5' })).toEqual({ lines: { L1: 295.75, L2: 500 }, subtotal: 795.75 });
    expect(editedTotals(lines, { L1: '5', L2: '0' })).toEqual({ lines: { L1: 295.75, L2: 0 }, subtotal: 295.75 });
  });

  it('counts an unreadable or too large quantity at the original (Approve refuses it)', () => {
    expect(editedTotals(lines, { L1: 'abc', L2: '9' }).subtotal).toBe(1209.8);
  });

  it('names the approvers of an order over the limit', () => {
    expect(approvalNeeded(['Alan Approver'])).toBe(
      'This order exceeds your approval limit: placing it sends it to Alan Approver for approval.',
    );
    expect(approvalNeeded(['Ann', 'Bo', 'Cy'])).toContain('sends it to Ann, Bo and Cy for approval.');
  });
});
