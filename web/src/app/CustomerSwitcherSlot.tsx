/**
 * Where the customer switcher goes (storefront.md §2.3 and §4, "Customer dropdown": multiview users
 * switch the company they buy for). The associate issue fills it; until then it renders nothing.
 */
export function CustomerSwitcherSlot() {
  return null;
}
