import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { item } from '../../testing/fixtures';
import { AvailabilityIcon, availabilityOf } from './ItemPrice';

const priced = (availability: 'IN_STOCK' | 'LIMITED' | 'OUT_OF_STOCK', quantityAvailable: number) => ({
  ...item('1', '$1.00').price!,
  availability,
  quantityAvailable,
});

describe('the availability icon', () => {
  it('has the four states of the spec, with words for each', () => {
    expect(availabilityOf(null)).toEqual({ state: 'refresh', text: 'Availability unknown', callUs: true });
    expect(availabilityOf(item('1', null).price)).toEqual({
      state: 'gray',
      text: 'Not available for purchase',
      callUs: false,
    });
    expect(availabilityOf(priced('OUT_OF_STOCK', 0))).toEqual({
      state: 'warning',
      text: 'Not available to ship immediately',
      callUs: true,
    });
    expect(availabilityOf(priced('LIMITED', 3))).toEqual({
      state: 'warning',
      text: 'Limited stock (3 available)',
      callUs: true,
    });
    expect(availabilityOf(priced('IN_STOCK', 25))).toEqual({
      state: 'success',
      text: 'In stock and ready to ship (25 available)',
      callUs: false,
    });
  });

  it('warns when more is asked for than can ship now', () => {
    expect(availabilityOf(priced('IN_STOCK', 25), 25).state).toBe('success');
    expect(availabilityOf(priced('IN_STOCK', 25), 26)).toEqual({
      state: 'warning',
      text: 'A larger quantity than can ship immediately (25 available)',
      callUs: true,
    });
  });

  it('is a hidden glyph beside readable words and the call-us hint', () => {
    const { container } = render(<AvailabilityIcon price={priced('OUT_OF_STOCK', 0)} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-availability]')).toHaveAttribute('data-availability', 'warning');
    expect(screen.getByText(/Not available to ship immediately/)).toHaveTextContent(
      'Not available to ship immediately Please call us for assistance.',
    );
  });
});
