import { describe, expect, it } from 'vitest';
import { getItForMeFormErrors, itemErrors, shownFileName, type ItemEntry } from './gifm.ts';
import { UNITS_OF_MEASURE } from './units.ts';

const item: ItemEntry = {
  manufacturer: '3M',
  description: 'Ear plugs',
  quantity: '2',
  unitOfMeasure: 'BX',
  lastPaid: '',
  requiredDate: '',
  attachments: [],
};

describe('Get it for Me items', () => {
  it('accepts a complete item; last price paid only when required', () => {
    expect(itemErrors(item, false)).toEqual({});
    expect(itemErrors(item, true)).toEqual({ lastPaid: 'Last price paid is required.' });
    expect(itemErrors({ ...item, lastPaid: '12.50' }, true)).toEqual({});
  });

  it('gives the message of each rule', () => {
    expect(
      itemErrors(
        {
          manufacturer: 'M'.repeat(31),
          description: ' ',
          quantity: '1.5',
          unitOfMeasure: 'XX',
          lastPaid: '12.505',
          requiredDate: 'soon',
          attachments: [{ fileName: 'virus.exe', size: 10 }],
        },
        false,
      ),
    ).toEqual({
      manufacturer: 'Manufacturer may be at most 30 characters.',
      description: 'Description is required.',
      quantity: 'Quantity must be a whole number of 1 or more.',
      unitOfMeasure: 'Choose a unit of measure from the list.',
      lastPaid: 'Last price paid must be an amount such as 12.50.',
      requiredDate: 'Required date must be a date.',
      attachments: 'Attachments must be jpg, png, pdf, doc or docx files.',
    });
    expect(itemErrors({ ...item, attachments: [{ fileName: 'a.PDF', size: 64 * 1024 + 1 }] }, false)).toEqual({
      attachments: 'Attachments may be at most 64 KB in all.',
    });
  });

  it('offers the 24 units of measure and shows file names cut at 40', () => {
    expect(UNITS_OF_MEASURE).toHaveLength(24);
    expect(UNITS_OF_MEASURE[0]).toEqual({ code: 'BG', label: 'Bag' });
    expect(shownFileName(`${'n'.repeat(40)}.pdf`)).toBe(`${'n'.repeat(40)}…`);
    expect(shownFileName('short.pdf')).toBe('short.pdf');
  });

  it('answers the request form by field path, in the spec’s words', () => {
    expect(getItForMeFormErrors({ items: [], purchaseOrderNumber: '' }, false)).toEqual({
      items: 'Add at least one item.',
    });
    expect(
      getItForMeFormErrors(
        { items: [item, { ...item, manufacturer: ' ', quantity: '0' }], purchaseOrderNumber: 'P'.repeat(23) },
        true,
      ),
    ).toEqual({
      purchaseOrderNumber: 'PO number may be at most 22 characters.',
      'items.0.lastPaid': 'Last price paid is required.',
      'items.1.manufacturer': 'Manufacturer is required.',
      'items.1.quantity': 'Quantity must be a whole number of 1 or more.',
      'items.1.lastPaid': 'Last price paid is required.',
    });
    expect(getItForMeFormErrors({ items: [item], purchaseOrderNumber: 'PO-1' }, false)).toEqual({});
  });
});
