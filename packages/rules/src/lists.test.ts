import { describe, expect, it } from 'vitest';
import { descriptionError, nameError, quantityTextError, tagProblem } from './lists.ts';

describe('shopping-list rules', () => {
  it('requires a trimmed name of at most 100 characters, and a description of at most 500', () => {
    expect(nameError('   ')).toBe('A shopping list name is required.');
    expect(nameError(' Line 2 ')).toBeNull();
    expect(nameError('x'.repeat(101))).toBe('A shopping list name may be at most 100 characters.');
    expect(nameError('Gloves\u200E')).toBe(
      'A shopping list name may not contain invisible characters such as zero-width spaces or direction marks.',
    );
    expect(nameError('Gloves \u202Egpj.exe')).toBe(
      'A shopping list name may not contain control or text-direction characters.',
    );
    expect(descriptionError('x'.repeat(500))).toBeNull();
    expect(descriptionError('x'.repeat(501))).toBe('A description may be at most 500 characters.');
  });

  it('trims tags and refuses empty ones and duplicates in any letter case', () => {
    expect(tagProblem('  ', [])).toBe('Enter a tag.');
    expect(tagProblem(' Weekly ', ['weekly'])).toBe('This item already has the tag "Weekly".');
    expect(tagProblem(' spare ', ['weekly'])).toBeNull();
    expect(tagProblem('x'.repeat(41), [])).toBe('A tag may be at most 40 characters.');
  });

  it('allows quantity 0 but nothing below or fractional', () => {
    expect(quantityTextError('0')).toBeNull();
    expect(quantityTextError('-1')).toBe('Quantity must be a whole number of 0 or more.');
    expect(quantityTextError('1.5')).toBe('Quantity must be a whole number of 0 or more.');
    expect(quantityTextError('999')).toBeNull();
    expect(quantityTextError('1000')).toBe('Quantity may be at most 999.');
  });
});
