import { describe, expect, it } from 'vitest';
import { CONTACT_FILE_MAX_BASE64, contactEmailError, missingContactFields } from './contact.ts';

const message = {
  inquiry: 'QUOTE',
  name: 'Pat',
  email: 'pat@acme.example',
  city: 'Houston',
  state: 'TX',
  message: 'Hello',
};

describe('contact form', () => {
  it('needs inquiry type, name, e-mail, city, state and message', () => {
    expect(missingContactFields(message)).toEqual([]);
    expect(missingContactFields({ ...message, inquiry: '', city: ' ', message: null })).toEqual([
      'inquiry',
      'city',
      'message',
    ]);
  });

  it('checks the e-mail once typed', () => {
    expect(contactEmailError('')).toBeNull();
    expect(contactEmailError('pat@')).toBe('Please enter a valid e-mail address.');
    expect(contactEmailError(' pat@acme.example ')).toBeNull();
  });

  it('allows a file of 64 KB, whose base64 is 87,384 characters', () => {
    expect(CONTACT_FILE_MAX_BASE64).toBe(87_384);
  });
});
