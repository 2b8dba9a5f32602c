import { describe, expect, it } from 'vitest';
import { legacyListingUrl } from './Redirects';

const TREE = [
  { name: 'Safety', categories: [{ name: 'Hand Protection' }, { name: 'Eye & Face Protection' }] },
  { name: 'Chemicals & Adhesives', categories: [{ name: 'Lubricants' }] },
  { name: 'Hand Tools', categories: [{ name: 'Wrenches' }] },
  { name: 'Paint, Marking & Tape', categories: [{ name: 'Tapes' }, { name: 'Paints & Coatings' }] },
];
const HAND_PROTECTION = { styles: ['Cut-Resistant Gloves', 'Disposable Gloves'], types: ['Coated', 'Nitrile'] };

describe('legacy catalogue paths', () => {
  it('match department and category in any case and spelling', () => {
    for (const path of ['safety/hand-protection', 'SAFETY/HAND PROTECTION', 'Safety/hand_protection']) {
      expect(legacyListingUrl(path, TREE)).toBe('/c?department=Safety&category=Hand+Protection');
    }
    expect(legacyListingUrl('safety/eye-and-face-protection', TREE)).toBe(
      '/c?department=Safety&category=Eye+%26+Face+Protection',
    );
    expect(legacyListingUrl('chemicals-and-adhesives', TREE)).toBe('/c?department=Chemicals+%26+Adhesives');
    expect(legacyListingUrl('hand%20tools/WRENCHES', TREE)).toBe('/c?department=Hand+Tools&category=Wrenches');
  });

  it('search for a segment that names no category inside the department that matched', () => {
    expect(legacyListingUrl('safety/gloves', TREE)).toBe('/c?department=Safety&q=gloves');
    expect(legacyListingUrl('Safety/Gloves', TREE)).toBe('/c?department=Safety&q=Gloves');
  });

  it('match Paint, Marking & Tape with or without its comma and ampersand', () => {
    for (const path of [
      'paint-marking-and-tape/tapes',
      'paint-marking-tape/TAPES',
      'Paint,%20Marking%20%26%20Tape/tapes',
    ])
      expect(legacyListingUrl(path, TREE)).toBe('/c?department=Paint%2C+Marking+%26+Tape&category=Tapes');
    expect(legacyListingUrl('paint-marking-tape', TREE)).toBe('/c?department=Paint%2C+Marking+%26+Tape');
    expect(legacyListingUrl('paint_marking_and_tape/paints-and-coatings', TREE)).toBe(
      '/c?department=Paint%2C+Marking+%26+Tape&category=Paints+%26+Coatings',
    );
  });

  it('filter by the style and type the category has, not search for their words', () => {
    expect(legacyListingUrl('safety/hand-protection/cut-resistant-gloves', TREE, HAND_PROTECTION)).toBe(
      '/c?department=Safety&category=Hand+Protection&style=Cut-Resistant+Gloves',
    );
    expect(legacyListingUrl('safety/hand-protection/disposable-gloves/Nitrile', TREE, HAND_PROTECTION)).toBe(
      '/c?department=Safety&category=Hand+Protection&style=Disposable+Gloves&type=Nitrile',
    );
  });

  it('search for style and type words the category does not have', () => {
    expect(legacyListingUrl('safety/hand-protection/disposable-gloves/Nitrile', TREE)).toBe(
      '/c?department=Safety&category=Hand+Protection&q=disposable+gloves+Nitrile',
    );
    expect(legacyListingUrl('safety/hand-protection/welding-gloves/Nitrile', TREE, HAND_PROTECTION)).toBe(
      '/c?department=Safety&category=Hand+Protection&type=Nitrile&q=welding+gloves',
    );
  });

  it('search for every word when no department matches, and send an empty path to the categories', () => {
    expect(legacyListingUrl('nitrile-gloves', TREE)).toBe('/c?q=nitrile+gloves');
    expect(legacyListingUrl('', TREE)).toBe('/categories');
    expect(legacyListingUrl('%E0%A4%A', TREE)).toBe('/c?q=%25E0%25A4%25A');
  });
});
