import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { limits } from '@kt/contract/limits';
import { siteName } from '@kt/contract/site';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * Labels of the public dealer marketplace page (/marketplace/{id}/) that the spec does not word
 * (its own texts come from the contract's messages), kept together so they can move to the
 * Hindi catalogue.
 */
export const marketplaceTexts = defineTexts('web/features/marketplace/texts', 'marketplaceTexts', {
  // Page title and states
  pageTitle: (dealerName: string, city: string | undefined) =>
    city ? `${dealerName} – scrap dealer in ${city}` : `${dealerName} – scrap dealer`,
  pageTitleLoading: 'Dealer marketplace',
  pageTitleNotFound: 'Marketplace not found',
  pageTitleInactive: 'Dealer not active',
  /** Issue 28: the page of a dealer customers cannot book yet (documents not verified by an admin, or no area or price). */
  pageTitleNotVerified: (dealerName: string) => `${dealerName} – not yet verified`,
  notVerifiedTitle: 'This dealer is not yet verified',
  notVerifiedText: 'An admin has not yet checked this dealer’s documents, so pickups cannot be booked with them. Find a verified dealer near you instead.',
  /** A verified dealer without an area or a price: the page shows, with no booking. */
  notBookableText: 'This dealer is not taking pickups yet.',
  /** The Verified badge: {date} is the day an admin verified the dealer's documents. */
  verifiedOn: (date: string) => `Verified ${date}`,
  loading: 'Loading the dealer’s page',
  findOtherDealers: 'Find dealers near you',

  // Hero
  ktId: (ktId: string) => `KT ID: ${ktId}`,
  dealerTypeLabel: 'Dealer type',
  /** Issue 28: the alt text of the dealer's picture. */
  pictureAlt: (name: string) => `Picture of ${name}`,
  dealerTypes: {
    Kabadi: 'A local kabadiwala who buys scrap from homes and shops in the area.',
    Collector: 'Collects scrap in bulk from kabadiwalas, shops and offices.',
    Recycler: 'Recycles scrap into raw material at their own plant.',
  } satisfies Record<DealerAccountType, string>,
  heroLead: 'See what this dealer pays for your scrap, then book a pickup at your door.',
  scheduleLink: 'Schedule a pickup',

  // Statistics
  statsHeading: 'At a glance',
  customersServed: 'Customers served',
  averageRating: 'Average rating',
  ratingOutOf: (average: string) => `${average} out of 5`,
  ratingCount: (count: string, isOne: boolean) => (isOne ? `${count} rating` : `${count} ratings`),
  noRatings: 'No ratings yet',
  // Issue 28: ratings that mean something.
  reviewsHeading: 'What customers say',
  verifiedAverage: 'Verified pickups',
  openAverage: 'Open ratings',
  verifiedPickup: 'Verified pickup',
  dealerReply: "Dealer's reply",
  kgCollected: 'Scrap collected',
  kg: (amount: string) => `${amount} kg`,
  yearsLabel: `With ${siteName}`,
  years: (years: number) => (years <= 0 ? 'Joined this year' : years === 1 ? '1+ year' : `${years}+ years`),

  // Areas and prices
  pricesHeading: 'Prices in your area',
  areaLabel: 'Area pincode',
  areaOption: (pincode: string, area: string, city: string) => `${pincode} – ${area}, ${city}`,
  noAreas: 'This dealer has not added the areas they serve yet.',
  noPricesHere: 'This dealer has not set prices for this area yet. You can still ask for a pickup below.',
  pricePerUnit: (price: string, unit: string) => `Rs ${price}/${unit}`,
  defaultUnit: 'kg',

  // Schedule a pickup
  scheduleHeading: 'Schedule a pickup',
  scheduleLead: 'Tell the dealer when and where to collect your scrap.',
  dateLabel: 'Pickup date',
  timeLabel: 'Pickup time',
  nameLabel: 'Name',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone number',
  pincodeLabel: 'Pincode',
  stateLabel: 'State and country',
  statePlaceholder: 'Uttar Pradesh, India',
  stateValue: (state: string, country: string) => `${state}, ${country}`,
  addressLabel: 'Address',
  scheduleSubmit: 'Schedule pickup',

  // Rating
  ratingHeading: 'Rate this dealer',
  ratingLegend: 'Your rating',
  starLabel: (value: number) => (value === 1 ? '1 star' : `${value} stars`),
  ratingChosen: (value: number) => `${value} out of 5`,
  ratingNotChosen: 'Tap a star to choose',
  reviewLabel: 'Your review (optional)',
  ratingSubmit: 'Send rating',

  // Initiatives
  initiativesHeading: 'Initiatives',
  initiativesLabel: 'Initiatives of this dealer',
  previousPage: 'Previous initiatives',
  nextPage: 'Next initiatives',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,

  // Reach us
  reachUsHeading: 'Reach us',
  reachUsLead: 'Have a question for this dealer? Send a message.',
  messageLabel: 'Message',
  reachUsSubmit: 'Send message',

  // What is wrong with a field (the spec's own message is shown in the dialog)
  nameMissing: 'Enter your name.',
  emailInvalid: 'Enter a valid e-mail address.',
  schedulePhoneInvalid: 'Enter a phone number of at least 10 digits.',
  reachUsPhoneInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  pincodeInvalid: `Enter a ${limits.pincodeDigits}-digit pincode.`,
  stateMissing: 'Enter your state and country.',
  addressMissing: 'Enter the pickup address.',
  messageMissing: 'Write your message.',
} as const);
