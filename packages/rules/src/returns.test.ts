import { describe, expect, it } from 'vitest';
import {
  hasReturnErrors,
  returnDeadline,
  returnRequestErrors,
  returnRequestFormErrors,
  withinReturnWindow,
  windowClosedMessage,
} from './returns.ts';

const line = (lineNumber: number, quantity: string, returnable: number) => ({ lineNumber, quantity, returnable });

describe('return requests', () => {
  it('accepts requests up to 60 days after shipment, the ship date standing for receipt', () => {
    expect(returnDeadline('2026-09-01')).toBe('2026-10-31');
    expect(withinReturnWindow('2026-09-01', '2026-10-31')).toBe(true);
    expect(withinReturnWindow('2026-09-01', '2026-11-01')).toBe(false);
    expect(withinReturnWindow(null, '2026-09-02')).toBe(false);
    expect(windowClosedMessage('2026-09-01T00:00:00Z')).toBe(
      'Return requests are accepted within 60 days of receipt; this order shipped on 2026-09-01.',
    );
  });

  it('asks for a line, a reason and, for Other, a comment', () => {
    const errors = returnRequestErrors({ lines: [line(1, '', 4), line(2, '0', 2)], reason: '', comment: '' });
    expect(errors.form).toBe('Choose at least one line and the quantity to return.');
    expect(errors.reason).toBe('Choose a reason for the return.');
    const other = returnRequestErrors({ lines: [line(1, '2', 4)], reason: 'OTHER', comment: '  ' });
    expect(other.comment).toBe('Tell us why you are returning these items.');
    expect(hasReturnErrors(returnRequestErrors({ lines: [line(1, '2', 4)], reason: 'DEFECTIVE', comment: '' }))).toBe(
      false,
    );
  });

  it('takes whole quantities no larger than what shipped and is not already requested', () => {
    const errors = returnRequestErrors({
      lines: [line(1, '5', 4), line(2, '1.5', 2), line(3, '1', 0)],
      reason: 'DAMAGED',
      comment: 'x'.repeat(501),
    });
    expect(errors.lines).toEqual({
      1: 'At most 4 can be returned.',
      2: 'Quantity must be a whole number.',
      3: 'Everything shipped on this line has already been requested.',
    });
    expect(errors.form).toBeUndefined();
    expect(errors.comment).toBe('Comments may be at most 500 characters.');
  });

  it('answers the request form by field: a line at its quantity, no line chosen at lines', () => {
    const returnable = { '1': 3, '2': 0 };
    expect(returnRequestFormErrors({ quantities: {}, reason: '', comment: '' }, returnable)).toEqual({
      lines: 'Choose at least one line and the quantity to return.',
      reason: 'Choose a reason for the return.',
    });
    expect(
      returnRequestFormErrors({ quantities: { '1': '4', '2': '1.5' }, reason: 'OTHER', comment: ' ' }, returnable),
    ).toEqual({
      'quantities.1': 'At most 3 can be returned.',
      'quantities.2': 'Quantity must be a whole number.',
      comment: 'Tell us why you are returning these items.',
    });
    expect(returnRequestFormErrors({ quantities: { '1': '2' }, reason: 'DAMAGED', comment: '' }, returnable)).toEqual(
      {},
    );
  });
});
