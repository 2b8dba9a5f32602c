import { describe, expect, it } from 'vitest';
import {
  approvalErrors,
  BELOW_ZERO,
  isDropped,
  NOT_NUMERIC,
  NOTHING_TO_APPROVE,
  OVER_ORIGINAL,
  PO_REQUIRED,
  PO_TOO_LONG,
  quantityError,
} from './quantity-rules.ts';

describe('quote and approval quantities (§5)', () => {
  it('accepts whole numbers from 0 to the original', () => {
    expect(quantityError('0', 5)).toBeNull();
    expect(quantityError(' 5 ', 5)).toBeNull();
  });

  it('gives each message of the spec', () => {
    expect(quantityError('', 5)).toBe(NOT_NUMERIC);
    expect(quantityError('2.5', 5)).toBe(NOT_NUMERIC);
    expect(quantityError('abc', 5)).toBe(NOT_NUMERIC);
    expect(quantityError('6', 5)).toBe(OVER_ORIGINAL);
    expect(quantityError('-1', 5)).toBe(BELOW_ZERO);
  });

  it('drops lines under 1 and needs one line left, and a PO when required', () => {
    expect(isDropped(0)).toBe(true);
    expect(isDropped(1)).toBe(false);
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
});
