import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFixedAfterScroll } from './useFixedAfterScroll';

function Header() {
  const ref = useFixedAfterScroll<HTMLElement>(130);
  return <header ref={ref} data-testid="header" />;
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('the navigation fixed after a 130 px scroll', () => {
  it('fixes and releases the bar in the scroll event itself, keeping and then dropping the header’s height with it', () => {
    const { getByTestId } = render(<Header />);
    const header = getByTestId('header');
    Object.defineProperty(header, 'offsetHeight', { value: 180, configurable: true });

    scrollTo(100);
    expect(header.hasAttribute('data-fixed')).toBe(false);
    expect(header.style.minHeight).toBe('');

    scrollTo(600);
    expect(header.hasAttribute('data-fixed')).toBe(true);
    expect(header.style.minHeight).toBe('180px');

    // Back at the top: the bar returns to the flow as the kept height goes, never one before the other.
    scrollTo(0);
    expect(header.hasAttribute('data-fixed')).toBe(false);
    expect(header.style.minHeight).toBe('');
  });
});
