/** Department > category > style > types, with the item variant attribute each department uses. */
export interface DepartmentDef {
  name: string;
  /** Relative share of products. Safety is heavy so that glove searches return many hits. */
  weight: number;
  variant: { title: string; values: string[] };
  specs: { title: string; values: string[] }[];
  unitType: string;
  categories: Record<string, Record<string, string[]>>;
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

export const DEPARTMENTS: DepartmentDef[] = [
  {
    name: 'Abrasives',
    weight: 8,
    unitType: 'Consumables',
    variant: { title: 'Grit', values: ['24', '36', '40', '60', '80', '120', '180', '220', '320'] },
    specs: [
      { title: 'Abrasive Material', values: ['Aluminum Oxide', 'Zirconia Alumina', 'Ceramic', 'Silicon Carbide'] },
    ],
    categories: {
      'Coated Abrasives': {
        'Sanding Discs': ['PSA', 'Hook and Loop', 'Fiber'],
        'Sanding Belts': ['File Belts', 'Portable Belts', 'Wide Belts'],
        'Flap Discs': ['Type 27', 'Type 29'],
      },
      'Bonded Abrasives': {
        'Cut-Off Wheels': ['Type 1', 'Type 27'],
        'Grinding Wheels': ['Depressed Center', 'Straight'],
        'Mounted Points': ['Cylindrical', 'Cone'],
      },
      'Non-Woven Abrasives': {
        'Surface Conditioning Discs': ['Quick Change', 'Hook and Loop'],
        'Hand Pads': ['General Purpose', 'Heavy Duty'],
      },
      'Wire Brushes': { 'Wheel Brushes': ['Knotted', 'Crimped'], 'Cup Brushes': ['Knotted', 'Crimped'] },
    },
  },
  {
    name: 'Chemicals & Adhesives',
    weight: 7,
    unitType: 'Consumables',
    variant: { title: 'Container Size', values: ['4 oz', '11 oz', '16 oz', '1 gal', '5 gal'] },
    specs: [{ title: 'Form', values: ['Aerosol', 'Liquid', 'Gel', 'Paste'] }],
    categories: {
      'Adhesives & Sealants': {
        Threadlockers: ['Medium Strength', 'High Strength'],
        Epoxies: ['Quick Set', 'Structural'],
        'Silicone Sealants': ['RTV', 'High Temperature'],
      },
      Lubricants: {
        'Penetrating Oils': ['Aerosol', 'Bulk'],
        Greases: ['Lithium', 'Synthetic'],
        'Cutting Fluids': ['Soluble', 'Straight Oil'],
      },
      'Cleaners & Degreasers': { Degreasers: ['Solvent-Based', 'Water-Based'], 'Hand Cleaners': ['Pumice', 'Wipes'] },
      'Welding Chemicals': { 'Anti-Spatter': ['Aerosol', 'Liquid'], 'Weld Inspection': ['Penetrants', 'Developers'] },
    },
  },
  {
    name: 'Cutting Tools',
    weight: 11,
    unitType: 'Tooling',
    variant: { title: 'Diameter', values: ['1/16"', '1/8"', '3/16"', '1/4"', '5/16"', '3/8"', '1/2"', '3/4"', '1"'] },
    specs: [
      { title: 'Tool Material', values: ['High Speed Steel', 'Cobalt', 'Solid Carbide'] },
      { title: 'Coating', values: ['Uncoated', 'TiN', 'TiAlN', 'AlTiN'] },
    ],
    categories: {
      Drilling: {
        'Jobber Drills': ['118 Degree', '135 Degree Split Point'],
        'Step Drills': ['Single Flute', 'Dual Flute'],
        'Center Drills': ['Plain', 'Bell'],
      },
      Milling: {
        'End Mills': ['Square', 'Ball', 'Corner Radius'],
        'Roughing End Mills': ['Coarse Pitch', 'Fine Pitch'],
      },
      Threading: { Taps: ['Spiral Point', 'Spiral Flute', 'Hand'], Dies: ['Round Adjustable', 'Hex'] },
      'Reaming & Countersinking': {
        'Chucking Reamers': ['Straight Flute', 'Spiral Flute'],
        Countersinks: ['Single Flute', 'Zero Flute'],
      },
      'Saw Blades': { 'Band Saw Blades': ['Bi-Metal', 'Carbon'], 'Hole Saws': ['Bi-Metal', 'Carbide Tipped'] },
    },
  },
  {
    name: 'Hand Tools',
    weight: 10,
    unitType: 'Tools',
    variant: { title: 'Size', values: ['6"', '8"', '10"', '12"', '1/4"', '3/8"', '1/2"'] },
    specs: [{ title: 'Finish', values: ['Chrome', 'Black Oxide', 'Polished'] }],
    categories: {
      Wrenches: {
        'Combination Wrenches': ['SAE', 'Metric'],
        'Adjustable Wrenches': ['Standard', 'Wide Jaw'],
        'Pipe Wrenches': ['Straight', 'Offset'],
      },
      Pliers: { 'Locking Pliers': ['Curved Jaw', 'Long Nose'], 'Slip Joint Pliers': ['Standard', 'Tongue and Groove'] },
      'Screwdrivers & Nutdrivers': {
        Screwdrivers: ['Phillips', 'Slotted', 'Torx'],
        Nutdrivers: ['Hollow Shaft', 'Solid Shaft'],
      },
      'Sockets & Ratchets': { Sockets: ['Standard', 'Deep', 'Impact'], Ratchets: ['Pear Head', 'Flex Head'] },
      'Hammers & Striking Tools': {
        Hammers: ['Ball Pein', 'Dead Blow', 'Sledge'],
        'Punches & Chisels': ['Pin Punches', 'Cold Chisels'],
      },
    },
  },
  {
    name: 'Indexable Tooling',
    weight: 8,
    unitType: 'Tooling',
    variant: { title: 'Grade', values: ['P10', 'P25', 'M20', 'M35', 'K15', 'N10'] },
    specs: [
      { title: 'Insert Shape', values: ['C', 'D', 'S', 'T', 'V', 'W'] },
      { title: 'Coating', values: ['CVD', 'PVD', 'Uncoated'] },
    ],
    categories: {
      'Turning Inserts': {
        'Negative Rake Inserts': ['Finishing', 'Medium', 'Roughing'],
        'Positive Rake Inserts': ['Finishing', 'Medium'],
      },
      'Milling Inserts': {
        'Face Milling Inserts': ['Square', 'Round'],
        'Shoulder Milling Inserts': ['90 Degree', 'High Feed'],
      },
      Toolholders: {
        'Turning Toolholders': ['Right Hand', 'Left Hand'],
        'Boring Bars': ['Steel Shank', 'Carbide Shank'],
      },
      'Grooving & Parting': {
        'Grooving Inserts': ['Full Radius', 'Square'],
        'Parting Blades': ['Single Ended', 'Double Ended'],
      },
    },
  },
  {
    name: 'Machine Tool Accessories',
    weight: 6,
    unitType: 'Tooling',
    variant: { title: 'Taper', values: ['CAT40', 'CAT50', 'BT30', 'BT40', 'HSK63A', 'R8'] },
    specs: [{ title: 'Material', values: ['Alloy Steel', 'Tool Steel', 'Aluminum'] }],
    categories: {
      'Tool Holding': {
        'Collet Chucks': ['ER Collet', 'TG Collet'],
        'End Mill Holders': ['Side Lock', 'Shrink Fit'],
        Collets: ['ER', '5C'],
      },
      'Drill Chucks': {
        'Keyed Drill Chucks': ['Plain Back', 'Threaded'],
        'Keyless Drill Chucks': ['Integral Shank', 'Plain Back'],
      },
      'Coolant Systems': { 'Coolant Hoses': ['Modular', 'Flexible'], 'Coolant Pumps': ['Immersion', 'Centrifugal'] },
    },
  },
  {
    name: 'Paint, Marking & Tape',
    weight: 7,
    unitType: 'Consumables',
    variant: { title: 'Width', values: ['1/2"', '3/4"', '1"', '2"', '3"', '4"'] },
    specs: [{ title: 'Color', values: ['Red', 'Yellow', 'Blue', 'White', 'Black', 'Green', 'Orange'] }],
    categories: {
      Tapes: {
        'Duct Tapes': ['General Purpose', 'Heavy Duty'],
        'Masking Tapes': ['General Purpose', 'Painters'],
        'Floor Marking Tapes': ['Solid', 'Striped'],
      },
      'Paints & Coatings': {
        'Spray Paints': ['Enamel', 'Primer', 'Marking'],
        'Industrial Coatings': ['Epoxy', 'Urethane'],
      },
      Markers: { 'Paint Markers': ['Fine Tip', 'Medium Tip'], 'Permanent Markers': ['Chisel Tip', 'Fine Tip'] },
    },
  },
  {
    name: 'Power Tools',
    weight: 8,
    unitType: 'Tools',
    variant: { title: 'Voltage', values: ['12V', '18V', '20V', '120V'] },
    specs: [{ title: 'Power Source', values: ['Cordless', 'Corded', 'Pneumatic'] }],
    categories: {
      'Drills & Drivers': {
        'Drill Drivers': ['Cordless', 'Corded'],
        'Impact Drivers': ['Cordless', 'Pneumatic'],
        'Hammer Drills': ['Cordless', 'Corded'],
      },
      'Grinders & Sanders': {
        'Angle Grinders': ['Cordless', 'Corded', 'Pneumatic'],
        'Die Grinders': ['Straight', 'Right Angle'],
      },
      Saws: { 'Reciprocating Saws': ['Cordless', 'Corded'], 'Portable Band Saws': ['Cordless', 'Corded'] },
      'Batteries & Chargers': { Batteries: ['Lithium-Ion', 'High Output'], Chargers: ['Single Port', 'Multi Port'] },
    },
  },
  {
    name: 'Precision Measuring Tools',
    weight: 6,
    unitType: 'Tools',
    variant: { title: 'Range', values: ['0-1"', '0-6"', '0-12"', '1-2"', '2-3"'] },
    specs: [{ title: 'Display', values: ['Digital', 'Dial', 'Vernier'] }],
    categories: {
      Calipers: { 'Digital Calipers': ['Standard', 'Long Jaw'], 'Dial Calipers': ['Standard', 'Fine Adjust'] },
      Micrometers: { 'Outside Micrometers': ['Digital', 'Mechanical'], 'Depth Micrometers': ['Digital', 'Mechanical'] },
      Gages: {
        'Pin Gages': ['Plus', 'Minus'],
        'Thread Gages': ['Plug', 'Ring'],
        'Dial Indicators': ['Balanced', 'Continuous'],
      },
    },
  },
  {
    name: 'Safety',
    weight: 22,
    unitType: 'PPE',
    variant: { title: 'Size', values: SIZES },
    specs: [
      { title: 'Color', values: ['Black', 'Gray', 'Hi-Vis Yellow', 'Orange', 'Blue', 'White'] },
      { title: 'Material', values: ['Nitrile', 'Latex', 'Polyurethane', 'Leather', 'Nylon', 'HPPE', 'Cotton'] },
    ],
    categories: {
      'Hand Protection': {
        'Cut-Resistant Gloves': ['Coated', 'Uncoated', 'Sleeves'],
        'Disposable Gloves': ['Nitrile', 'Latex', 'Vinyl'],
        'General Purpose Gloves': ['Coated', 'Knit', 'Leather Palm'],
        'Chemical-Resistant Gloves': ['Nitrile', 'Neoprene', 'PVC'],
        'Welding Gloves': ['MIG', 'TIG', 'Stick'],
        'Mechanics Gloves': ['Impact-Resistant', 'Synthetic Leather'],
      },
      'Eye & Face Protection': {
        'Safety Glasses': ['Clear Lens', 'Tinted Lens', 'Anti-Fog'],
        Goggles: ['Indirect Vent', 'Non-Vented'],
        'Face Shields': ['Clear', 'Tinted'],
      },
      'Head Protection': { 'Hard Hats': ['Cap Style', 'Full Brim'], 'Bump Caps': ['Baseball', 'Insert'] },
      'Hearing Protection': { Earplugs: ['Disposable', 'Reusable'], Earmuffs: ['Headband', 'Cap Mount'] },
      'Respiratory Protection': {
        'Disposable Respirators': ['N95', 'P100'],
        'Half Mask Respirators': ['Reusable', 'Cartridges'],
      },
      'Protective Clothing': { 'Hi-Vis Vests': ['Class 2', 'Class 3'], Coveralls: ['Disposable', 'Flame Resistant'] },
    },
  },
  {
    name: 'Workholding',
    weight: 7,
    unitType: 'Tooling',
    variant: { title: 'Jaw Width', values: ['4"', '6"', '8"', '10"'] },
    specs: [{ title: 'Body Material', values: ['Ductile Iron', 'Steel', 'Aluminum'] }],
    categories: {
      Vises: { 'Machine Vises': ['Standard', 'Self-Centering'], 'Bench Vises': ['Swivel Base', 'Stationary'] },
      Clamps: { 'C-Clamps': ['Standard', 'Deep Throat'], 'Toggle Clamps': ['Horizontal', 'Vertical', 'Push-Pull'] },
      Chucks: { 'Lathe Chucks': ['3-Jaw', '4-Jaw'], 'Magnetic Chucks': ['Permanent', 'Electro'] },
      Fixturing: { 'Clamping Kits': ['T-Slot', 'Step Block'], 'Vise Jaws': ['Soft', 'Hard'] },
    },
  },
];

export const UOMS = [
  'BG',
  'BO',
  'BX',
  'CN',
  'CQ',
  'CA',
  'DZ',
  'DR',
  'EA',
  'FT',
  'GL',
  'IN',
  'OZ',
  'PK',
  'PA',
  'PR',
  'PC',
  'LB',
  'QT',
  'RL',
  'ST',
  'SH',
  'SO',
  'YD',
] as const;
export const WAREHOUSES = ['DBEL', 'DHOU', 'DCHI'] as const;
export const COUNTRIES = ['USA', 'USA', 'USA', 'Mexico', 'Germany', 'Japan', 'China', 'Taiwan', 'Malaysia', 'Canada'];
export const STANDARDS = [
  'ANSI/ISEA 105',
  'ANSI Z87.1',
  'EN 388',
  'ANSI/ISEA 107',
  'OSHA 1910.132',
  'NFPA 70E',
  'ASME B94.11M',
  'ISO 9001',
  'CSA Z94.3',
];
