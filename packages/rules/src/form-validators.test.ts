import { describe, expect, it } from 'vitest';
import { departmentFormErrors, userFormErrors } from './administration.ts';
import { listDetailsFormErrors, recipientFormErrors, tagFormErrors } from './lists.ts';
import { spendPeriodFormErrors } from './spend.ts';
import { applicationNoteFormErrors, applicationReviewFormErrors } from './tools.ts';

// The spec's messages, copied, so a changed wording fails here.
const user = {
  name: 'Uma',
  username: 'uma@acme.example',
  phone: '',
  phoneExtension: '',
  password: '',
  forcePasswordReset: true,
};
describe('administration form validators', () => {
  it('the user’s General fields', () => {
    expect(userFormErrors(user, true)).toEqual({});
    expect(userFormErrors({ ...user, name: ' ', username: 'uma' }, true)).toEqual({
      name: 'Name is required.',
      username: 'Please enter a valid e-mail address.',
    });
  });

  it('the department dialog', () => {
    const department = { key: 'MAINT', description: 'Maintenance', spendLimit: '', noSpendLimit: false };
    expect(departmentFormErrors(department, false)).toEqual({});
    expect(departmentFormErrors({ ...department, key: '' }, true)).toEqual({
      key: 'Code is required.',
      spendLimit: 'Enter an amount of 0 or more, or check No limit.',
    });
  });
});

describe('lists, spend and tools form validators', () => {
  it('a list’s details, an item tag and a share’s recipient', () => {
    expect(listDetailsFormErrors({ name: 'Restock', description: '' })).toEqual({});
    expect(listDetailsFormErrors({ name: ' ', description: 'x'.repeat(501) })).toEqual({
      name: 'A shopping list name is required.',
      description: 'A description may be at most 500 characters.',
    });
    expect(tagFormErrors({ tag: 'WEEKLY' }, ['weekly'])).toEqual({ tag: 'This item already has the tag "WEEKLY".' });
    expect(recipientFormErrors({ recipient: ' ' })).toEqual({});
    expect(recipientFormErrors({ recipient: 'gus' })).toEqual({ recipient: 'Please enter a valid e-mail address.' });
  });

  it('a custom spend period: the message at the date to change', () => {
    expect(spendPeriodFormErrors({ from: '2026-03-01', to: '2026-03-31' }, '2026-11-28')).toEqual({});
    expect(spendPeriodFormErrors({ from: '2026-03-31', to: '2026-03-01' }, '2026-11-28')).toEqual({
      to: 'From must be on or before To.',
    });
  });

  it('an application’s review and note', () => {
    expect(applicationReviewFormErrors({ status: 'PENDING', segment: '', customerNumber: '' })).toEqual({
      segment: 'Segment is required.',
    });
    expect(applicationNoteFormErrors({ note: ' ' })).toEqual({ note: 'Note is required.' });
  });
});
