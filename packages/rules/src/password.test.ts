import { describe, expect, it } from 'vitest';
import {
  confirmError,
  meetsRuleA,
  meetsRuleB,
  passwordError,
  passwordPoints,
  passwordStrength,
  recoveryEmailError,
} from './password.ts';

describe('password rules', () => {
  it('rule (a): at least 6 characters with a letter and a number', () => {
    expect(meetsRuleA('abc123')).toBe(true);
    expect(meetsRuleA('ABC123')).toBe(true);
    expect(meetsRuleA('abc12')).toBe(false);
    expect(meetsRuleA('abcdef')).toBe(false);
    expect(meetsRuleA('123456')).toBe(false);
  });

  it('rule (b): at least 6 characters with a digit and a lowercase letter', () => {
    expect(meetsRuleB('abc123')).toBe(true);
    expect(meetsRuleB('ABC123')).toBe(false);
    expect(meetsRuleB('abcdef')).toBe(false);
    expect(meetsRuleB('ab1')).toBe(false);
  });
});

describe('password messages', () => {
  it('applies rule (a) or rule (b), then the confirmation', () => {
    expect(passwordError('', 'a')).toBe('The password field is required.');
    expect(passwordError('abcdef', 'a')).toBe(
      'The password must be at least 6 characters long and contain a letter and a number.',
    );
    expect(passwordError('ABC123', 'a')).toBeNull();
    expect(passwordError('ABC123', 'b')).toBe(
      'The password must be at least 6 characters long and contain a number and a lowercase letter.',
    );
    expect(passwordError('abc123', 'b')).toBeNull();
    expect(confirmError('abc123', 'abc124')).toBe('The passwords do not match.');
    expect(confirmError('abc123', 'abc123')).toBeNull();
  });

  it('asks the recovery page for an e-mail address', () => {
    expect(recoveryEmailError(' ')).toBe('The E-mail address field is required.');
    expect(recoveryEmailError('pat@')).toBe('Please enter a valid e-mail address.');
    expect(recoveryEmailError(' pat@acme.example ')).toBeNull();
  });
});

describe('strength hint', () => {
  it('counts 2 per character, 2 per rule met, 6 for mixed case, 8 for allowed characters only', () => {
    expect(passwordPoints('')).toBe(0);
    // 1 char (2) + letter rule (2) + allowed (8)
    expect(passwordPoints('a')).toBe(12);
    // 6 chars (12) + 3 rules (6) + allowed (8)
    expect(passwordPoints('abc123')).toBe(26);
    // 6 chars (12) + 3 rules (6) + mixed case (6) + allowed (8)
    expect(passwordPoints('Abc123')).toBe(32);
    // a space is not an allowed character: 7 chars (14) + 3 rules (6) + mixed (6)
    expect(passwordPoints('Abc 123')).toBe(26);
  });

  it('is Strong at 40 or more, Moderate at 30 or more, Weak otherwise', () => {
    expect(passwordStrength('abc1234')).toBe('Weak'); // 14 + 6 + 8 = 28
    expect(passwordStrength('abcd1234')).toBe('Moderate'); // 16 + 6 + 8 = 30
    expect(passwordStrength('Abcdef123')).toBe('Moderate'); // 18 + 6 + 6 + 8 = 38
    expect(passwordStrength('Abcdef1234')).toBe('Strong'); // 20 + 6 + 6 + 8 = 40
  });
});
