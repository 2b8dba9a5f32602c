// The units of measure of account-admin-calls §9: what a Get it for Me item may be asked for in.

/** The 24 units of measure, in the spec's order. */
export const UNITS_OF_MEASURE: readonly { code: string; label: string }[] = [
  ['BG', 'Bag'],
  ['BO', 'Bottle'],
  ['BX', 'Box'],
  ['CN', 'Can'],
  ['CQ', 'Cartridge'],
  ['CA', 'Case'],
  ['DZ', 'Dozen'],
  ['DR', 'Drum'],
  ['EA', 'Each'],
  ['FT', 'Foot'],
  ['GL', 'Gallon'],
  ['IN', 'Inch'],
  ['OZ', 'Ounce'],
  ['PK', 'Pack'],
  ['PA', 'Pail'],
  ['PR', 'Pair'],
  ['PC', 'Piece'],
  ['LB', 'Pound'],
  ['QT', 'Quart'],
  ['RL', 'Roll'],
  ['ST', 'Set'],
  ['SH', 'Sheet'],
  ['SO', 'Spool'],
  ['YD', 'Yard'],
].map(([code, label]) => ({ code: code!, label: label! }));
