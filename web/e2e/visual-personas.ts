// The visual review suite's personas: who each is logged in as (null: a guest).
export const PERSONAS = {
  guest: null,
  buyer: 'buyer@acme.example',
  admin: 'admin@acme.example',
  associate: 'associate@vallen.example',
  punchout: 'punchout@acme.example',
  // Users the five above do not cover: summary invoices (punch-out only), a company landing page.
  billing: 'punchbilling@acme.example',
  landing: 'landing@umbrella.example',
  // A units-currency administrator: Profile Approvals.
  unitsAdmin: 'admin@northwind.example',
  // Shipping addresses and saved cards of the account pages (issue 16).
  tyrell: 'manager@tyrell.example',
  // Acme's colleagues shared carts with the approver (issue 16's Shared Carts).
  approver: 'approver@acme.example',
  // A units buyer with an allowance per item type: the FRC manager's used, over and unlimited rows.
  allowance: 'allowance@northwind.example',
  // The administrator of a units company with workflow approval off (the user dialog's notice).
  cyberdyneAdmin: 'admin@cyberdyne.example',
} as const;
export type Persona = keyof typeof PERSONAS;
