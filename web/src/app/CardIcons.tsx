// The accepted cards (Visa, MasterCard, American Express; docs/spec/account-admin-calls.md §9), drawn inline.
const CARDS = [
  {
    name: 'Visa',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#1a1f71" />
        <text x="24" y="20" fill="#fff" fontSize="12" fontWeight="700" fontStyle="italic" textAnchor="middle">
          VISA
        </text>
      </>
    ),
  },
  {
    name: 'MasterCard',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#222" />
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  {
    name: 'American Express',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#006fcf" />
        <text x="24" y="19" fill="#fff" fontSize="10" fontWeight="700" textAnchor="middle">
          AMEX
        </text>
      </>
    ),
  },
];

export function CardIcons() {
  return (
    <ul className="card-icons" aria-label="Cards we accept">
      {CARDS.map((card) => (
        <li key={card.name}>
          <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label={card.name}>
            {card.art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
