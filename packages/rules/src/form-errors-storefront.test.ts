import { describe, expect, it } from 'vitest';
import { promoCodeFormErrors } from './cart.ts';
import { contactFormErrors } from './contact.ts';
import { newsletterFormErrors } from './newsletter.ts';
import { resetPasswordFormErrors } from './password.ts';
import { customerApplicationFormErrors, customerNumberFormErrors, registerFormErrors } from './registration.ts';

// The spec's messages (storefront §5, cart-checkout-orders §5), copied so a changed
// wording fails here; the newsletter's and the empty promo code's are the store's own.
const EMAIL_REQUIRED = 'A valid E-mail Address is required';
const MISSING = 'Required fields are missing';

describe('the registration forms', () => {
  it('the lookup: a customer number of digits', () => {
    expect(customerNumberFormErrors({ customerNumber: ' 10005 ' })).toEqual({});
    expect(customerNumberFormErrors({ customerNumber: '12a' })).toEqual({
      customerNumber: 'Customer number is required and may only contain numeric values [0-9].',
    });
  });

  it('the register form: e-mail, name, phone and extension lengths, rule (a) and the confirmation', () => {
    const valid = {
      customerNumber: '10005',
      username: 'ivan@initech.example',
      name: 'Ivan',
      phone: '(555) 123-4567',
      phoneExtension: '12',
      password: 'Abcdef1234',
      confirmPassword: 'Abcdef1234',
    };
    expect(registerFormErrors(valid)).toEqual({});
    expect(
      registerFormErrors({
        ...valid,
        username: 'nope',
        name: ' ',
        phone: '5'.repeat(26),
        phoneExtension: '123456789',
        password: 'abcdef',
        confirmPassword: 'abcdeg',
      }),
    ).toEqual({
      username: EMAIL_REQUIRED,
      name: 'Full Name is required',
      phone: 'The phone number may be at most 25 characters.',
      phoneExtension: 'The extension may be at most 8 characters.',
      password: 'The password must be at least 6 characters long and contain a letter and a number.',
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('the application: required company fields, the sales associate of an existing customer, DUNS', () => {
    const valid = {
      customerType: 'NEW' as const,
      email: 'pat@acme.example',
      name: 'Pat',
      companyName: 'Acme',
      companyDba: 'Acme Supply',
      city: 'Tulsa',
      state: 'OK',
      companyPhone: '555-0100',
      services: ['MROP'],
    };
    expect(customerApplicationFormErrors(valid)).toEqual({});
    expect(
      customerApplicationFormErrors({
        ...valid,
        customerType: 'EXISTING',
        email: '',
        companyName: ' ',
        state: '',
        duns: '12345',
        businessType: 'Pirates',
      }),
    ).toEqual({
      email: EMAIL_REQUIRED,
      companyName: 'Company legal name is required.',
      state: 'State is required.',
      salesAssociate: 'Sales associate is required.',
      duns: 'The DUNS number must be nine digits.',
      businessType: 'Please choose a business type from the list.',
    });
    expect(customerApplicationFormErrors({ ...valid, customerType: null })).toEqual({
      customerType: 'Customer type is required.',
    });
  });

  it('the reset and welcome pages: rule (b) and the confirmation', () => {
    expect(resetPasswordFormErrors({ password: 'mine1234', confirmPassword: 'mine1234' })).toEqual({});
    expect(resetPasswordFormErrors({ password: '', confirmPassword: '' })).toEqual({
      password: 'The password field is required.',
    });
    expect(resetPasswordFormErrors({ password: 'password', confirmPassword: 'other' })).toEqual({
      password: 'The password must be at least 6 characters long and contain a number and a lowercase letter.',
      confirmPassword: 'The passwords do not match.',
    });
  });
});

describe('the contact form', () => {
  const valid = {
    inquiry: 'QUOTE',
    name: 'Mike Scott',
    email: 'mike@dunder.example',
    phone: '',
    city: 'Scranton',
    state: 'PA',
    message: 'Gloves',
  };

  it('names each empty required field with the one message, then checks the e-mail', () => {
    expect(contactFormErrors(valid)).toEqual({});
    expect(contactFormErrors({ ...valid, inquiry: '', name: ' ', email: '', message: '' })).toEqual({
      inquiry: MISSING,
      name: MISSING,
      email: MISSING,
      message: MISSING,
    });
    expect(contactFormErrors({ ...valid, email: 'mike@dunder' })).toEqual({
      email: 'Please enter a valid e-mail address.',
    });
  });
});

describe('the newsletter sign-up', () => {
  it('an address of at most 100 characters', () => {
    expect(newsletterFormErrors({ email: ' pat@example.com ' })).toEqual({});
    expect(newsletterFormErrors({ email: ' ' })).toEqual({ email: 'Please enter your e-mail address to subscribe.' });
    expect(newsletterFormErrors({ email: 'pat@' })).toEqual({ email: 'Please enter a valid e-mail address.' });
    expect(newsletterFormErrors({ email: `${'a'.repeat(95)}@x.com` })).toEqual({
      email: 'An e-mail address may be at most 100 characters.',
    });
  });
});

describe('the promo code', () => {
  it('a code, trimmed and upper-cased, of letters, digits, - and _', () => {
    expect(promoCodeFormErrors({ code: ' save10 ' })).toEqual({});
    expect(promoCodeFormErrors({ code: ' ' })).toEqual({ code: 'Enter a promo code.' });
    expect(promoCodeFormErrors({ code: 'SAVE 10' })).toEqual({ code: 'Invalid promo code' });
    expect(promoCodeFormErrors({ code: 'X'.repeat(41) })).toEqual({ code: 'Invalid promo code' });
  });
});
