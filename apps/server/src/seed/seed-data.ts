import type { CustomerAccountType, DealerAccountType } from '@kt/contract/accounts/account-types';

/**
 * What a fresh install is seeded with. Pictures are files in apps/server/seed-assets, copied
 * into storage under the `seed/` prefix.
 *
 * - The catalogue (seedCategories) is real: every start writes it, production included.
 * - Everything else here is an EXAMPLE for development and the demo, invented, and never
 *   written when NODE_ENV=production (issue 15): the demo accounts, three dealers in real Agra
 *   pincodes with realistic Rs/kg prices, the FAQ, team and testimonials, and the example
 *   contact details (exampleSiteSettings). In production an admin enters the real ones.
 */
export const seedCategories: { name: string; image: string; subcategories: { name: string; image: string }[] }[] = [
  {
    name: 'Paper',
    image: 'categories/paper.svg',
    subcategories: [
      { name: 'Newspaper', image: 'subcategories/newspaper.svg' },
      { name: 'Cardboard', image: 'subcategories/cardboard.svg' },
      { name: 'Books & Magazines', image: 'subcategories/books.svg' },
      { name: 'Office Paper', image: 'subcategories/office-paper.svg' },
    ],
  },
  {
    name: 'Glass',
    image: 'categories/glass.svg',
    subcategories: [
      { name: 'Glass Bottles', image: 'subcategories/glass-bottles.svg' },
      { name: 'Broken Glass', image: 'subcategories/broken-glass.svg' },
      { name: 'Window Glass', image: 'subcategories/window-glass.svg' },
    ],
  },
  {
    name: 'Plastic',
    image: 'categories/plastic.svg',
    subcategories: [
      { name: 'PET Bottles', image: 'subcategories/pet-bottles.svg' },
      { name: 'Hard Plastic', image: 'subcategories/hard-plastic.svg' },
      { name: 'Plastic Bags & Film', image: 'subcategories/plastic-film.svg' },
    ],
  },
  {
    name: 'Metal',
    image: 'categories/metal.svg',
    subcategories: [
      { name: 'Iron', image: 'subcategories/iron.svg' },
      { name: 'Copper', image: 'subcategories/copper.svg' },
      { name: 'Aluminium', image: 'subcategories/aluminium.svg' },
      { name: 'Brass', image: 'subcategories/brass.svg' },
      { name: 'Steel', image: 'subcategories/steel.svg' },
    ],
  },
  {
    name: 'E-waste',
    image: 'categories/e-waste.svg',
    subcategories: [
      { name: 'Laptops', image: 'subcategories/laptops.svg' },
      { name: 'Mobiles', image: 'subcategories/mobiles.svg' },
      { name: 'Computer Monitors', image: 'subcategories/monitors.svg' },
      { name: 'Batteries', image: 'subcategories/batteries.svg' },
    ],
  },
  {
    name: 'Other',
    image: 'categories/other.svg',
    subcategories: [
      { name: 'Old Clothes', image: 'subcategories/old-clothes.svg' },
      { name: 'Tyres', image: 'subcategories/tyres.svg' },
      { name: 'Mixed Scrap', image: 'subcategories/mixed-scrap.svg' },
    ],
  },
];

export type SeedAccount = {
  email: string;
  username: string;
  mobileNumber: string;
  accountCategory: 'customer' | 'dealer' | 'admin';
  accountType: CustomerAccountType | DealerAccountType | 'Admin';
  role: string;
};

export const seedCustomer: SeedAccount = {
  email: 'customer@example.com',
  username: 'Asha Sharma',
  mobileNumber: '9876543210',
  accountCategory: 'customer',
  accountType: 'Personal',
  role: 'House',
};

export const seedAdmin: SeedAccount = {
  email: 'admin@example.com',
  username: 'Site Admin',
  mobileNumber: '9876500000',
  accountCategory: 'admin',
  accountType: 'Admin',
  role: 'Admin',
};

/** Prices in Rs per kg by subcategory name; a dealer buys what it lists. */
export type SeedDealer = SeedAccount & {
  accountType: DealerAccountType;
  minQtyKg: string;
  maxQtyKg: string;
  pincodes: string[];
  prices: Record<string, string>;
};

export const seedDealers: SeedDealer[] = [
  {
    email: 'kabadi@example.com',
    username: 'Ramesh Kabadiwala',
    mobileNumber: '9897012345',
    accountCategory: 'dealer',
    accountType: 'Kabadi',
    role: 'Kabadi',
    minQtyKg: '5',
    maxQtyKg: '200',
    pincodes: ['282001', '282002'],
    prices: {
      Newspaper: '14',
      Cardboard: '8',
      'Books & Magazines': '12',
      'Office Paper': '10',
      'Glass Bottles': '2',
      'PET Bottles': '10',
      'Hard Plastic': '8',
      Iron: '26',
      Aluminium: '105',
      Steel: '38',
      'Old Clothes': '5',
    },
  },
  {
    email: 'collector@example.com',
    username: 'Agra Scrap Collectors',
    mobileNumber: '9897023456',
    accountCategory: 'dealer',
    accountType: 'Collector',
    role: 'Collector',
    minQtyKg: '50',
    maxQtyKg: '2000',
    pincodes: ['282001', '282005'],
    prices: {
      Newspaper: '15',
      Cardboard: '9',
      'Office Paper': '11',
      'Broken Glass': '1',
      'Window Glass': '2',
      'Plastic Bags & Film': '6',
      Iron: '27',
      Copper: '430',
      Brass: '310',
      Laptops: '55',
      Mobiles: '120',
      'Computer Monitors': '18',
      Tyres: '4',
    },
  },
  {
    email: 'recycler@example.com',
    username: 'Taj Recycling Industries',
    mobileNumber: '9897034567',
    accountCategory: 'dealer',
    accountType: 'Recycler',
    role: 'Recycler',
    minQtyKg: '500',
    maxQtyKg: '20000',
    pincodes: ['282001', '282002', '282005'],
    prices: {
      'PET Bottles': '12',
      'Hard Plastic': '9',
      'Plastic Bags & Film': '7',
      Iron: '29',
      Copper: '440',
      Aluminium: '115',
      Steel: '42',
      Batteries: '60',
      'Mixed Scrap': '15',
    },
  },
];

export const seedFaq: { question: string; answer: string }[] = [
  {
    question: 'How does selling scrap work?',
    answer:
      '<p>Choose your scrap on the <strong>Sell</strong> page, enter your pincode and add items to your cart. Pick a date and a time slot, and a dealer who serves your pincode comes to your door, weighs the scrap and pays you.</p>',
  },
  {
    question: 'How are prices decided?',
    answer:
      '<p>Every dealer sets a price in <strong>Rs per kg</strong> for each kind of scrap in each pincode they serve. You see these prices before you book, and you are paid for the weight measured at pickup.</p>',
  },
  {
    question: 'Is there a minimum quantity?',
    answer:
      '<p>Each dealer shows the minimum and maximum quantity in kg they collect. Kabadiwalas usually take small household quantities; collectors and recyclers take larger lots from shops and institutions.</p>',
  },
  {
    question: 'Which areas do you serve?',
    answer:
      '<p>We are starting in <strong>Agra</strong>. Enter your pincode on the Sell page to see the dealers near you. If nobody serves your pincode yet, we will be there soon.</p>',
  },
  {
    question: 'Who can sell?',
    answer:
      '<ul><li>Households and shops</li><li>Restaurants, offices and marriage halls</li><li>Colleges, schools, hospitals, malls, universities, factories and hotels</li></ul><p>You must be 18 or over to use the service.</p>',
  },
  {
    question: 'I am a kabadiwala. How do I join?',
    answer:
      '<p>Sign up as a dealer (Kabadi, Collector or Recycler), upload your documents, add the pincodes you serve and set your prices. Pickup requests from your area then reach your dealer dashboard.</p>',
  },
];

export const seedTeam: { name: string; title: string; photo: string }[] = [
  { name: 'Vikram Chauhan', title: 'Founder & CEO', photo: 'people/team-1.svg' },
  { name: 'Priya Verma', title: 'Co-founder & COO', photo: 'people/team-2.svg' },
  { name: 'Arjun Singh', title: 'Head of Technology', photo: 'people/team-3.svg' },
  { name: 'Neha Gupta', title: 'Dealer Partnerships', photo: 'people/team-4.svg' },
  { name: 'Harpreet Kaur', title: 'Operations, Agra', photo: 'people/team-5.svg' },
];

export const seedTestimonials: { kind: 'working_team' | 'happy_customer'; name: string; feedback: string; photo: string }[] = [
  {
    kind: 'working_team',
    name: 'Rohit Yadav',
    feedback: 'My internship here taught me how the scrap trade really works, street by street.',
    photo: 'people/member-1.svg',
  },
  {
    kind: 'working_team',
    name: 'Sana Qureshi',
    feedback: 'Mentoring the team on circular-economy design has been a joy. They listen and they ship.',
    photo: 'people/member-2.svg',
  },
  {
    kind: 'working_team',
    name: 'Manoj Agarwal',
    feedback: 'A small team doing honest work for the kabadiwalas of our city.',
    photo: 'people/member-3.svg',
  },
  {
    kind: 'happy_customer',
    name: 'Sunita Devi',
    feedback: 'The dealer came on time, weighed everything in front of me and paid the price shown on the app.',
    photo: 'people/customer-1.svg',
  },
  {
    kind: 'happy_customer',
    name: 'Rajesh Bansal',
    feedback: 'Our shop clears its cardboard every week now. No more haggling at the door.',
    photo: 'people/customer-2.svg',
  },
  {
    kind: 'happy_customer',
    name: 'St. Mary’s School, Agra',
    feedback: 'Old notebooks and computers were collected from the school in one visit.',
    photo: 'people/customer-3.svg',
  },
  {
    kind: 'happy_customer',
    name: 'Imran Khan',
    feedback: 'I sold the copper wire from my renovation at a fair rate, without leaving home.',
    photo: 'people/customer-4.svg',
  },
];

/**
 * EXAMPLE contact details and certificate for development and the demo: invented, not the
 * operator's (the footer, /contact, About and the policy pages show them). Written once into an
 * empty site_settings row, never in production, where an admin enters the real ones under
 * Admin > Site Settings.
 */
export const exampleSiteSettings = {
  contactEmail: 'support@kabaditechno.com',
  phonePrimary: '+91 98970 12345',
  phoneSecondary: '+91 56222 61234',
  postalAddress: ['2nd Floor, Sanjay Place', 'Agra, Uttar Pradesh 282002', 'India'].join('\n'),
  facebookUrl: 'https://www.facebook.com/kabaditechno',
  instagramUrl: 'https://www.instagram.com/kabaditechno',
  linkedinUrl: 'https://www.linkedin.com/company/kabaditechno',
  // Issue 28: an EXAMPLE UPI ID for the demo dealers' commission (invented; an admin enters the real one).
  upiVpa: 'kabaditechno.example@okaxis',
  upiPayeeName: 'Kabadi Techno',
} as const;

/** EXAMPLE startup-programme certificate: a drawn placeholder (seed-assets/site/certificate.svg), not a real one. */
export const exampleCertificatePicture = 'site/certificate.svg';
