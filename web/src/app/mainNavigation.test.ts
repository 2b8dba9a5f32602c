import { describe, expect, it } from 'vitest';
import { shellBuyer } from '../testing/handlers/shell';
import { mainNavigationEntries } from './mainNavigation';

// The header's Get it for Me entry for each access a buyer may have (moved here from the gifm page test).
const getItForMe = (quotes: boolean, nonStockOrders: boolean) =>
  mainNavigationEntries({ viewer: shellBuyer, getItForMe: { quotes, nonStockOrders } }).find(
    (entry) => entry.label === 'Get it for Me',
  );

describe('the Get it for Me entry', () => {
  it('shows Get it for Me in the navigation only with the permission, quotes first', () => {
    expect(getItForMe(true, false)?.to).toBe('/my-account/quote');
    expect(getItForMe(true, true)?.to).toBe('/my-account/quote');
    expect(getItForMe(false, true)?.to).toBe('/my-account/non-stock');
  });

  it('hides Get it for Me when neither kind is allowed', () => {
    expect(getItForMe(false, false)).toBeUndefined();
  });
});
