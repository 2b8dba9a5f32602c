import { describe, expect, it } from 'vitest';
import { labelOf, limitOf, textInputError } from './text.ts';

describe('text inputs', () => {
  it('name the limit when a text is too long', () => {
    expect(textInputError('SubmitGetItForMeRequestInput.comment', 'x'.repeat(5000))).toBeNull();
    expect(textInputError('SubmitGetItForMeRequestInput.comment', 'x'.repeat(90_000))).toBe(
      'Comment may be at most 5000 characters.',
    );
    expect(textInputError('Query.order(orderNumber)', '1'.repeat(101))).toBe(
      'Order number may be at most 100 characters.',
    );
  });

  it('refuse control, direction-override and unpaired surrogate characters in names others see', () => {
    for (const name of [
      'Shop\u0000floor',
      'Gloves \u202Egpj.exe',
      'Isolated \u2066x\u2069',
      'Half \ud800 pair',
      'Tab\there',
    ]) {
      expect(textInputError('CreateShoppingListInput.name', name), JSON.stringify(name)).toBe(
        'Name may not contain control or text-direction characters.',
      );
    }
  });

  it('keep ordinary text, other scripts, emoji and line breaks in multi-line fields', () => {
    for (const name of ['Büro – Ersatzteile', 'قائمة الطلبات', 'Safety 🦺 kit', 'Ünïcödé\u200F mark'])
      expect(textInputError('CreateShoppingListInput.name', name), name).toBeNull();
    expect(textInputError('SubmitGetItForMeRequestInput.comment', 'First line\r\nSecond\tline')).toBeNull();
    expect(textInputError('CreateShoppingListInput.name', 'First line\nSecond')).not.toBeNull();
  });

  it('give a field missing from the table a one-line limit, and label coordinates in words', () => {
    expect(limitOf('NewInput.field')).toBe(1000);
    expect(labelOf('UpdateCheckoutDetailsInput.contactName')).toBe('Contact name');
    expect(labelOf('Query.searchSuggestions(query)')).toBe('Query');
  });
});
