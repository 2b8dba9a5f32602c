import { describe, expect, it } from 'vitest';
import { ID_MAX_LENGTH, idInputError, labelOf, limitOf, textInputError } from './text.ts';

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
    for (const name of ['Büro – Ersatzteile', 'قائمة الطلبات', 'Safety 🦺 kit', 'Crew 👩\u200D🔧', 'می\u200Cخواهم'])
      expect(textInputError('CreateShoppingListInput.name', name), name).toBeNull();
    expect(textInputError('SubmitGetItForMeRequestInput.comment', 'First line\r\nSecond\tline')).toBeNull();
    expect(textInputError('SubmitGetItForMeRequestInput.comment', 'PO \u200F123 as agreed')).toBeNull();
    expect(textInputError('CreateShoppingListInput.name', 'First line\nSecond')).not.toBeNull();
  });

  it('refuse invisible characters and direction marks in single-line fields, not in passwords', () => {
    for (const po of ['PO\u200B123', 'PO-1\u200E', '\u200F4471', 'PO\u2060', '\uFEFFPO', 'PO\u00AD7', 'P\u{E0041}O'])
      expect(textInputError('UpdateCheckoutDetailsInput.purchaseOrderNumber', po), JSON.stringify(po)).toBe(
        'Purchase order number may not contain invisible characters such as zero-width spaces or direction marks.',
      );
    expect(textInputError('CreateShoppingListInput.name', 'Gloves\u200F')).toBe(
      'Name may not contain invisible characters such as zero-width spaces or direction marks.',
    );
    expect(textInputError('LoginInput.password', 'Demo\u200B1234!')).toBeNull();
  });

  it('limit every ID to one length, naming it', () => {
    expect(ID_MAX_LENGTH).toBe(200);
    expect(idInputError('RemoveShoppingListInput.id', 'x'.repeat(200))).toBeNull();
    expect(idInputError('RemoveShoppingListInput.id', 'x'.repeat(90_000))).toBe('ID may be at most 200 characters.');
    expect(idInputError('UpdateCheckoutDetailsInput.shipToId', '12\u202E3')).toBe(
      'Ship to ID may not contain control or text-direction characters.',
    );
  });

  it('give a field missing from the table a one-line limit, and label coordinates in words', () => {
    expect(limitOf('NewInput.field')).toBe(1000);
    expect(labelOf('UpdateCheckoutDetailsInput.contactName')).toBe('Contact name');
    expect(labelOf('Query.searchSuggestions(query)')).toBe('Query');
  });
});
