import { describe, expect, it } from 'vitest';
import {
  BELOW_ZERO,
  MAX_LINE_QUANTITY,
  NOT_NUMERIC,
  OVER_ORIGINAL,
  QUANTITY_MESSAGE,
  editedQuantityError,
  heldQuantityError,
  isDropped,
  isValidQuantity,
  lineQuantityError,
  parseQuantity,
  quantityError,
} from './quantity.ts';

describe('cart line quantities', () => {
  it('takes whole quantities 1..999 as typed in quick add and the cart', () => {
    expect(['0', 'abc', '1.5', '-1', '1000', ''].map(parseQuantity)).toEqual([null, null, null, null, null, null]);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('999')).toBe(999);
    expect(quantityError('0')).toBe('Quantity must be a whole number of at least 1.');
    expect(quantityError('999')).toBeNull();
  });

  it('holds one limit for a line wherever it comes from: up to 3 digits (§5 quick add)', () => {
    expect(MAX_LINE_QUANTITY).toBe(999);
    expect([1, 999].map(isValidQuantity)).toEqual([true, true]);
    expect([0, 1.5, 1000].map(isValidQuantity)).toEqual([false, false, false]);
    expect(QUANTITY_MESSAGE).toBe('Quantity must be a whole number of at least 1.');
  });

  it('refuses a quantity over the limit naming the limit, never cutting it', () => {
    expect(quantityError('99999999')).toBe('Quantity may be at most 999.');
    expect(quantityError('1000')).toBe('Quantity may be at most 999.');
    expect(lineQuantityError(1000)).toBe('Quantity may be at most 999.');
    expect(lineQuantityError(999_999)).toBe('Quantity may be at most 999.');
    expect(lineQuantityError(0)).toBe('Quantity must be a whole number of at least 1.');
    expect(lineQuantityError(1.5)).toBe('Quantity must be a whole number of at least 1.');
    expect(lineQuantityError(999)).toBeNull();
  });
});

describe('a line the cart already holds', () => {
  it('opens above the limit without an error; a changed value is checked', () => {
    expect(heldQuantityError('250000', 250_000)).toBeNull();
    expect(heldQuantityError('240000', 250_000)).toBe('Quantity may be at most 999.');
    expect(heldQuantityError('900', 250_000)).toBeNull();
    expect(heldQuantityError('0', 5)).toBe('Quantity must be a whole number of at least 1.');
  });
});

describe('quote and approval quantities (§5)', () => {
  it('accepts whole numbers from 0 to the original', () => {
    expect(editedQuantityError('0', 5)).toBeNull();
    expect(editedQuantityError(' 5 ', 5)).toBeNull();
  });

  it('gives each message of the spec', () => {
    expect(editedQuantityError('', 5)).toBe(NOT_NUMERIC);
    expect(editedQuantityError('2.5', 5)).toBe(NOT_NUMERIC);
    expect(editedQuantityError('abc', 5)).toBe(NOT_NUMERIC);
    expect(editedQuantityError('-abc', 5)).toBe(NOT_NUMERIC);
    expect(editedQuantityError('6', 5)).toBe(OVER_ORIGINAL);
    expect(editedQuantityError('-1', 5)).toBe(BELOW_ZERO);
  });

  it('drops lines under 1', () => {
    expect(isDropped(0)).toBe(true);
    expect(isDropped(1)).toBe(false);
  });
});
