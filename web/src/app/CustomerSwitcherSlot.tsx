import { CustomerSwitcher } from '../features/multiview';
import type { ShellViewerFieldsFragment } from './Shell.generated';

/**
 * Where the customer switcher goes (docs/spec/storefront.md §2.3 and §4, "Customer dropdown"): multiview users
 * switch the company they buy for; everyone else sees nothing here.
 */
export function CustomerSwitcherSlot({ viewer }: { viewer: ShellViewerFieldsFragment | null }) {
  return <CustomerSwitcher viewer={viewer} />;
}
