import { describe, expect, it } from 'vitest';
import { refusalMessage } from './errors.ts';

describe('an ERP refusal', () => {
  it("carries the ERP's own message", () => {
    expect(refusalMessage(400, { message: 'username: a valid e-mail address.' })).toBe(
      'username: a valid e-mail address.',
    );
  });

  it("says 'Request failed' with the status when the ERP gives no message", () => {
    expect(refusalMessage(422, { errors: [] })).toBe('Request failed with status 422');
    expect(refusalMessage(400, null)).toBe('Request failed with status 400');
  });
});
