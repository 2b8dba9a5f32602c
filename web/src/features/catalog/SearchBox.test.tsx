import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { SearchBox } from './SearchBox';

describe('the header search', () => {
  it('searches for words typed before the page was live, which only the input holds', async () => {
    renderRoute(<SearchBox />);
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    // Typed into the server's HTML before hydration: the DOM has the words, no change event ran.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'nitrile gloves');
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByRole('status', { name: 'Landed at' })).toHaveTextContent('/c?q=nitrile%20gloves');
  });

  it('sends its words to the listing by itself while the page is not live', () => {
    renderRoute(<SearchBox />);
    const form = screen.getByRole('search', { name: 'Product search' });
    expect(form).toHaveAttribute('action', '/c');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('name', 'q');
  });

  it('asks for a term when the field is empty or blank', async () => {
    renderRoute(<SearchBox />);
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Please enter a search term.')).toBeInTheDocument();
  });
});
