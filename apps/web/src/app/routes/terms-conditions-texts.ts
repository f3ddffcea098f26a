import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * The words of /termsconditions (issue 29: kept here so they have a Hindi twin). Lists are
 * groups whose entries show in the order written; a paragraph around a link or the contact
 * channel is split where it goes.
 */
export const termsConditionsTexts = defineTexts('web/app/routes/terms-conditions-texts', 'termsConditionsTexts', {
  title: 'Terms & Conditions',
  whoWeAre: {
    heading: 'Who we are',
    /** Followed by the head office clause, when the operator has published an address. */
    operator: (name: string, legalName: string, established: string) => `${name} is operated by ${legalName}, established on ${established}`,
    acceptance: '. By using this website or creating an account you accept these terms. If you do not accept them, please do not use the service.',
  },
  eligibility: {
    heading: 'Eligibility',
    text: 'The service is for people aged 18 or over. By creating an account you confirm that you are at least 18 and that the details you give are true. An account for a business or institution must be opened by someone allowed to act for it.',
  },
  service: {
    heading: 'What the service does',
    text: "We connect people who sell scrap and recyclable waste with local dealers (kabadiwalas, collectors and recyclers) who buy it and collect it from the seller's door. Prices are set by the dealers in Rs per kg and shown before you book. The sale is between you and the dealer: the final amount depends on the weight measured at pickup.",
  },
  account: {
    heading: 'Your account',
    items: {
      password: 'Keep your password secret; you are responsible for what is done with your account.',
      details: 'Give a correct e-mail address, mobile number and pickup address, and keep them up to date.',
    },
    /** The list's last entry, around the contact channel. */
    misuseBefore: 'Tell us if you think someone else has used your account: ',
    misuseAfter: '.',
  },
  sellers: {
    heading: 'Sellers',
    items: {
      lawful: 'Offer only scrap that is yours to sell and that is legal to sell; no hazardous or stolen material.',
      available: 'Be available at the address and time you booked, or cancel the order in your account.',
    },
  },
  dealers: {
    heading: 'Dealers',
    items: {
      documents: 'Upload true documents; we verify them before you can receive pickups and may suspend an account whose documents are false or expired.',
      honesty: "Weigh honestly, pay the shown price per kg, and use customers' details only for the pickup they booked.",
      laws: 'Follow the laws on waste handling, recycling and trade that apply to you.',
    },
  },
  acceptableUse: {
    heading: 'Acceptable use',
    text: "Do not misuse the service: no false orders, no automated or repeated requests meant to overload it, no attempts to reach other people's data, and no content that is unlawful or abusive. We may limit, suspend or close an account that breaks these terms.",
  },
  liability: {
    heading: 'Liability',
    text: 'We work to keep the service available and the information on it correct, but we do not guarantee that it is always available or free of errors. We are not a party to the sale between seller and dealer and are not liable for the condition, weight or payment of a particular pickup, except where the law says otherwise.',
  },
  privacy: {
    heading: 'Privacy',
    /** Around the link to the privacy policy. */
    before: 'How we handle personal data is set out in our ',
    policy: 'Privacy Policy',
    after: '.',
  },
  law: {
    heading: 'Governing law',
    text: 'These terms are governed by the law of the State of Gujarat, India. The courts at Ahmedabad have jurisdiction over any dispute arising from them or from the use of the service.',
  },
  changes: {
    heading: 'Changes to these terms',
    text: 'We may update these terms. The new version is published on this page with a new date, and account holders are told by e-mail of changes that affect them. Using the service after a change means you accept the new terms.',
  },
  contact: {
    heading: 'Contact',
    /** Around the contact channel. */
    before: 'Questions about these terms: ',
    after: '.',
  },
} as const);
