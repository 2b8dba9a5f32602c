import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageTitle';

const siteName = (name: string) => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'og:site_name');
  meta.setAttribute('content', name);
  document.head.append(meta);
};

afterEach(() => document.head.querySelector('meta[property="og:site_name"]')?.remove());

describe('page titles', () => {
  it("are in the brand's own name, as the server's page names it", () => {
    siteName('RV Supply by Vallen');
    renderHook(() => usePageTitle('Cart'));
    expect(document.title).toBe('Cart | RV Supply by Vallen');
  });

  it('are in the default brand’s name on a page without one', () => {
    renderHook(() => usePageTitle('Cart'));
    expect(document.title).toBe('Cart | Vallen');
  });
});
