import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * The words of /privacypolicy (issue 29: kept here so they have a Hindi twin). Lists are groups
 * whose entries show in the order written; a paragraph around a link or the contact channel is
 * split where it goes.
 */
export const privacyPolicyTexts = defineTexts('web/app/routes/privacy-policy-texts', 'privacyPolicyTexts', {
  title: 'Privacy Policy',
  whoWeAre: {
    heading: 'Who we are',
    /** Followed by the head office clause, when the operator has published an address. */
    operator: (name: string, legalName: string, established: string) => `${name} is run by ${legalName}, established on ${established}`,
    /** Followed by the contact channel. */
    body: '. We run a hyperlocal marketplace where households, shops and institutions sell scrap and recyclable waste to local dealers (kabadiwalas, collectors and recyclers), who pick it up at the door. This policy explains what personal data we collect through this website, why, and what you can ask of us. Questions go to ',
    end: '.',
  },
  eligibility: {
    heading: 'Who may use the service',
    text: 'The service is for people aged 18 or over. We do not knowingly collect data about anyone younger.',
  },
  collect: {
    heading: 'What we collect',
    items: {
      account: {
        label: 'Your account:',
        text: 'your name, e-mail address, mobile number and the type of account (for example house, shop or kabadiwala). Your password is never stored as you typed it: we keep only a salted hash of it.',
      },
      addresses: {
        label: 'Addresses:',
        text: 'the pickup addresses and pincodes you save, and the address given with each pickup request.',
      },
      dealerDocuments: {
        label: 'Dealer documents:',
        text: 'for dealers, the identity and business documents uploaded for verification (such as Aadhaar card, photograph, GST certificate, company PAN and certificate of incorporation), the areas served and the prices set.',
      },
      orders: {
        label: 'Orders:',
        text: 'the items, quantities, prices, dates and status of pickups and the messages sent to dealers.',
      },
      votes: {
        label: 'Votes:',
        text: 'when you answer our poll, your answer is recorded with the network (IP) address it came from, so that each address votes once.',
      },
      forms: {
        label: 'Form submissions:',
        text: 'what you send through the suggestion, contact, intern, mentor and investor forms, including your name, e-mail, phone, LinkedIn profile and, for applicants, your CV.',
      },
      technical: {
        label: 'Technical data:',
        text: 'server logs with the network address, time and page of each request, kept to run and protect the service.',
      },
    },
  },
  use: {
    heading: 'What we use it for',
    items: {
      pickups: 'To arrange pickups: showing dealers that serve your pincode, passing your request to the dealer you choose, and keeping the history of your orders.',
      dealers: 'To verify dealers before they can buy from customers, using the documents they upload.',
      account: 'To sign you in, send verification and password-reset e-mails, and answer your messages.',
      applicants: 'To contact applicants about their intern, mentor or investor application.',
      abuse: 'To prevent abuse: limiting repeated requests, counting one vote per address, and investigating misuse.',
    },
    noSale: 'We do not sell your data and we do not use it for advertising.',
  },
  share: {
    heading: 'Who we share it with',
    text: 'We share your name, phone number, pickup address and order details only with the dealer who serves your pickup, and only for that pickup. Dealers may not use them for anything else. We may disclose data when the law requires it. Our hosting and e-mail providers process data on our behalf and under our instructions.',
  },
  keep: {
    heading: 'How long we keep it',
    items: {
      account: 'Account, address and order data: while your account is open, and up to 3 years after it is closed where tax and accounting law requires order records.',
      dealerDocuments: 'Dealer documents: while the dealer account is active, and up to 1 year after it is closed.',
      applications: 'Applications and CVs: up to 1 year after the application, unless you ask us to delete them sooner.',
      messages: 'Contact messages and suggestions: up to 1 year.',
      votes: 'Votes: for as long as the poll runs. Server logs: up to 90 days.',
    },
  },
  rights: {
    heading: 'Your rights',
    /** Followed by the contact channel. */
    before: 'You may ask for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete it. Send your request to ',
    after: ', giving the e-mail address on your account; we answer within 30 days. You can correct your mobile number yourself on your profile page. We may keep what the law obliges us to keep.',
  },
  cookies: {
    heading: 'Cookies and browser storage',
    text: "We do not use advertising or tracking cookies. The website keeps what it needs in your browser's storage: your session after you sign in, your cart, the pincode and item you chose, and a sign-up in progress. Signing out removes the session; clearing your browser's site data removes all of it.",
  },
  changes: {
    heading: 'Changes to this policy',
    /** Followed by the link to the terms. */
    before: 'When we change this policy we publish the new version on this page with a new date. If a change matters to how we use your data, we will tell account holders by e-mail before it applies. See also our ',
    terms: 'Terms & Conditions',
    after: '.',
  },
} as const);
