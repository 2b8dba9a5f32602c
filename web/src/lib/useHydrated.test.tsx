import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated, useMediaQuery } from './useHydrated';

function Probe() {
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 1px)');
  return <p>{`${hydrated ? 'live' : 'server'} ${wide ? 'wide' : 'narrow'}`}</p>;
}

describe('useHydrated and useMediaQuery', () => {
  it('are false in the server’s HTML, whatever the browser would say', () => {
    expect(renderToString(<Probe />)).toBe('<p>server narrow</p>');
  });

  it('follow the browser once the page is live', () => {
    const media = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined };
    vi.stubGlobal('matchMedia', () => media);
    render(<Probe />);
    expect(screen.getByText('live wide')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
