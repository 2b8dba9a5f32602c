// The support page's FAQ (docs/spec/storefront.md §2.8: Order Pad, website support, general support, product
// support and ordering). Facts quoted from the spec: support hours, return and delivery rules.
export type FaqSection = { id: string; title: string; entries: { question: string; answer: string }[] };

export const SUPPORT_FAQ: FaqSection[] = [
  {
    id: 'order-pad',
    title: 'Order Pad',
    entries: [
      {
        question: 'What is the Order Pad?',
        answer: 'The Order Pad lets you enter many part numbers and quantities at once and add them all to your cart.',
      },
      {
        question: 'Which part numbers can I use?',
        answer: 'Our item numbers, your own customer part numbers, or manufacturer part numbers.',
      },
      {
        question: 'Why is the Order Pad missing from my menu?',
        answer: 'It is not offered to express-checkout accounts. Contact support if you need it.',
      },
    ],
  },
  {
    id: 'website-support',
    title: 'Website Support',
    entries: [
      {
        question: 'I forgot my password.',
        answer: 'Use Forgot Password on the login page; we e-mail you a link to set a new one.',
      },
      {
        question: 'How do I get an account?',
        answer:
          'Choose Register, enter your customer number, and fill in the form. New businesses can request a customer number first.',
      },
      {
        question: 'My account is inactive.',
        answer: 'New accounts are reviewed before they are activated. Contact support to have your account activated.',
      },
    ],
  },
  {
    id: 'general-support',
    title: 'General Support',
    entries: [
      {
        question: 'When can I reach customer service?',
        answer: 'Monday to Friday, 8am to 7pm Eastern, by phone or with the contact form.',
      },
      {
        question: 'How do I get a W-9 or a resale certificate?',
        answer: 'Both are on our resources pages: W-9 Downloads and Resale Exemption Certificates.',
      },
    ],
  },
  {
    id: 'product-support',
    title: 'Product Support and Ordering',
    entries: [
      {
        question: 'When will my order arrive?',
        answer:
          'Orders placed on Monday arrive on Wednesday, Tuesday on Thursday, Wednesday on Friday, Thursday on Monday, Friday on Tuesday, and weekend orders on Wednesday.',
      },
      {
        question: 'Can I return an item?',
        answer:
          'Standard items in their original packaging can be returned within 10 days of shipment with a return authorization (RMA).',
      },
      {
        question: 'A product says it is unavailable.',
        answer: 'Items without a price cannot be ordered online. Please call us for assistance.',
      },
    ],
  },
];
