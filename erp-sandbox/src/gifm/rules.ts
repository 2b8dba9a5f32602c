// Get it for Me (non-stock and quote requests): the rules of cart-checkout-orders §5 and §6, as the
// ERP enforces them. The gateway checks the same rules first with the same messages.

/** The 24 units of measure a request may use (§3). */
export const GIFM_UNITS: Record<string, string> = {
  BG: 'Bag',
  BO: 'Bottle',
  BX: 'Box',
  CN: 'Can',
  CQ: 'Cartridge',
  CA: 'Case',
  DZ: 'Dozen',
  DR: 'Drum',
  EA: 'Each',
  FT: 'Foot',
  GL: 'Gallon',
  IN: 'Inch',
  OZ: 'Ounce',
  PK: 'Pack',
  PA: 'Pail',
  PR: 'Pair',
  PC: 'Piece',
  LB: 'Pound',
  QT: 'Quart',
  RL: 'Roll',
  ST: 'Set',
  SH: 'Sheet',
  SO: 'Spool',
  YD: 'Yard',
};

export const GIFM_ATTACHMENT_TYPES = ['jpg', 'png', 'pdf', 'doc', 'docx'] as const;
export const MANUFACTURER_MAX = 30;

/** Customers for whom Get it for Me is switched off, and those that require the last price paid on orders. */
export const GIFM_DISABLED_CUSTOMERS: ReadonlySet<string> = new Set(['10004']);
export const LAST_PRICE_REQUIRED_CUSTOMERS: ReadonlySet<string> = new Set(['10001']);
