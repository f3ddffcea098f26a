import type { AdminActionName } from '@kt/contract/admin/audit';
import type { SubmissionKind } from '@kt/contract/admin/submissions';
import type { PhoneMessageList, phoneMessageStates } from '@kt/contract/admin/phone-messages';
import type { MessageKind, PhoneChannel } from '@kt/contract/phone/message-kinds';

type PhoneMessageState = (typeof phoneMessageStates)[number];
type PhoneChannelMode = PhoneMessageList['channels']['sms'];

/** What the submissions page can show: one kind of submissions, or the votes tally. */
export type SubmissionView = SubmissionKind | 'votes';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * Words of the admin console's home, submissions and audit log pages (issue 15; ours, English
 * until the Hindi catalogue). The server's answers come from the contract's messages.
 */
export const adminRecordsTexts = {
  showMore: 'Show more',
  loadingMore: 'Loading more…',
  downloadFailed: 'The download did not work. Please try again.',

  home: {
    title: 'Admin',
    lead: 'What waits for you, and how the marketplace is doing today and this week (India time).',
    loading: 'Loading the figures',
    waitingHeading: 'Waiting for you',
    activityHeading: 'Today and this week',
    waiting: {
      pincodeRequests: 'Pincode requests',
      categoryRequests: 'Category requests',
      documents: 'Dealer documents to review',
      failedMails: 'Failed messages',
    },
    nothingWaiting: 'Nothing waiting',
    /** '3 waiting, oldest 2 days'. */
    waitingSummary: (count: number, age: string) => `${count.toLocaleString('en-IN')} waiting, oldest ${age}`,
    orders: 'Orders placed',
    customers: 'New customers',
    dealers: 'New dealers',
    today: 'Today',
    thisWeek: 'This week',
    weekFrom: (day: string) => `Week from Monday ${day}`,
    seeUsers: 'See users',
  },

  /** The admin home's checklist for a new site; it goes away once every step is done. */
  gettingStarted: {
    heading: 'Getting started',
    lead: 'What the site still needs before it runs on its own. This list goes away once every step is done.',
    done: 'Done',
    toDo: 'To do',
    mail: {
      title: 'Mail reaches people',
      smtp: 'Mail goes out through your mail server.',
      devMailbox: 'In development, mail goes to the development mailbox, not to people. Set SMTP_URL to send it out.',
      noServer: 'No mail server is set (SMTP_URL), so no mail reaches anyone.',
      testSent: 'A test mail was sent. Check that it arrived.',
      testNotSent: 'Send yourself a test mail and check that it arrives.',
      sendTest: 'Send a test mail',
      sending: 'Sending…',
      openMailbox: 'Open the development mailbox',
      seeFailed: 'See failed messages',
    },
    siteSettings: {
      title: 'Contact details',
      done: 'The contact e-mail, phone number and postal address are set.',
      contactEmail: 'the contact e-mail',
      phone: 'a phone number',
      postalAddress: 'the postal address',
      link: 'Open site settings',
    },
    content: {
      title: 'Site content',
      done: 'The FAQ and the team have entries.',
      faq: 'an FAQ item',
      team: 'a team member',
      link: 'Open site content',
    },
    dealer: {
      title: 'First dealer approved',
      done: "A dealer's documents are verified.",
      missing: "No dealer's documents are verified yet.",
      link: 'Review dealer documents',
    },
    /** 'Still missing: the contact e-mail and a phone number.' */
    missing: (items: readonly string[]) =>
      `Still missing: ${items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')}.`,
  },

  failedMails: {
    title: 'Failed messages',
    lead: 'Mail that could not be sent after every retry, the newest failure first. Send one again once its cause is fixed.',
    listLabel: 'Failed messages',
    loading: 'Loading the failed messages',
    empty: 'No failed messages: every mail went out.',
    to: 'To',
    error: 'Error',
    attempts: 'Tries',
    queuedAt: 'Queued',
    failedAt: 'Failed',
    unknownTime: 'Not known',
    sendAgain: 'Send again',
    sending: 'Sending…',
    /** What a screen reader hears on a row's button. */
    sendAgainOf: (subject: string, to: string) => `Send again: ${subject}, to ${to}`,
    newestOnly: (shown: number) => `Showing the newest ${shown.toLocaleString('en-IN')}.`,
  },
  /** Admin > SMS and WhatsApp (issue 27). */
  phoneMessages: {
    title: 'SMS and WhatsApp',
    lead: "Every SMS and WhatsApp message, newest first, with its state and the provider's last answer.",
    listLabel: 'SMS and WhatsApp messages',
    loading: 'Loading the messages',
    empty: 'No messages match.',
    channelLabel: 'Channel',
    stateLabel: 'State',
    all: 'All',
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' } satisfies Record<PhoneChannel, string>,
    states: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<PhoneMessageState, string>,
    /** How a channel goes out in this install. */
    modes: { provider: 'provider', outbox: 'development outbox', off: 'off' } satisfies Record<PhoneChannelMode, string>,
    /** 'SMS today: 12 of 2,000'. */
    smsToday: (used: number, budget: number) => `SMS today: ${used.toLocaleString('en-IN')} of ${budget.toLocaleString('en-IN')}`,
    /** 'SMS: provider'. */
    channelMode: (channel: string, mode: string) => `${channel}: ${mode}`,
    modesLabel: 'How messages go out',
    to: 'To',
    kind: 'Message',
    text: 'Text',
    attempts: 'Tries',
    order: 'Order',
    providerAnswer: 'Provider answer',
    noOrder: '—',
    noAnswer: 'None yet',
    /** A row's heading: 'SMS to +91 98765 43210'. */
    heading: (channel: string, to: string) => `${channel} to ${to}`,
    kinds: {
      otp: 'Sign-in code',
      booked: 'Pickup booked',
      accepted: 'Pickup accepted',
      cancelled_by_dealer: 'Cancelled by the dealer',
      reminder: 'Pickup reminder',
      completed: 'Pickup completed',
      new_pickup: 'New pickup request',
      cancelled_by_customer: 'Cancelled by the customer',
      inquiry: 'New inquiry',
      document_decision: 'Documents checked',
      area_decision: 'Area request decided',
    } satisfies Record<MessageKind, string>,
    showMore: 'Show more messages',
  },
  /** How long something has waited: 'under an hour', '5 hours', '1 day', '12 days'. */
  age: {
    underAnHour: 'under an hour',
    hours: (n: number) => plural(n, 'hour', 'hours'),
    days: (n: number) => plural(n, 'day', 'days'),
  },

  submissions: {
    title: 'Submissions',
    lead: 'What visitors sent through the site’s forms and the dealers’ marketplace pages, newest first.',
    viewLabel: 'Show',
    views: {
      suggestion: 'Suggestions',
      intern: 'Intern applications',
      mentor: 'Mentor applications',
      investor: 'Investor interest',
      contact: 'Contact messages',
      schedule: 'Pickup requests to dealers',
      rating: 'Dealer ratings',
      reach_us: 'Messages to dealers',
      votes: 'Votes tally',
    } satisfies Record<SubmissionView, string>,
    searchLabel: 'Search',
    searchHint: 'Name, e-mail, phone, message or dealer',
    searchButton: 'Search',
    clearSearch: 'Clear search',
    exportCsv: 'Export CSV',
    exporting: 'Exporting…',
    loading: (view: string) => `Loading ${view.toLowerCase()}`,
    empty: 'Nothing here yet.',
    emptySearch: (q: string) => `Nothing matches “${q}”.`,
    downloadCv: 'Download CV',
    downloadingCv: 'Downloading…',
    /** What a screen reader hears on a card's CV button. */
    downloadCvOf: (name: string) => `Download CV of ${name}`,
    noCv: 'No CV',
    sentAt: 'Sent',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    linkedin: 'LinkedIn',
    domain: 'Domain',
    dealer: 'Dealer',
    pickup: 'Pickup',
    address: 'Address',
    status: 'Status',
    rating: 'Rating',
    review: 'Review',
    noReview: 'No review',
    notGiven: '—',
    stars: (rating: number) => `${rating} out of 5`,
    slot: (date: string, time: string) => `${date} at ${time}`,
    ratingOf: (dealer: string) => `Rating of ${dealer}`,
    pickupFor: (name: string, dealer: string) => `${name} asked ${dealer} for a pickup`,
    messageTo: (name: string, dealer: string) => `${name} wrote to ${dealer}`,
  },

  votes: {
    heading: 'Votes tally',
    caption: 'Votes per poll',
    poll: 'Poll',
    yes: 'Yes',
    no: 'No',
    total: 'Total',
    pollName: (poll: number) => `Poll ${poll}`,
    empty: 'No votes yet.',
    loading: 'Loading the votes',
  },

  audit: {
    title: 'Audit log',
    lead: 'Every action an admin took, newest first.',
    listLabel: 'Admin actions',
    loading: 'Loading the audit log',
    empty: 'No admin action yet.',
    when: 'When',
    who: 'Who',
    what: 'What',
    target: 'Target',
    detail: 'Detail',
    goneAdmin: 'A removed admin',
    /** Known actions in words; any other shows as the server names it. */
    actions: {
      'user.deactivate': 'Deactivated an account',
      'user.reactivate': 'Reactivated an account',
      'pincode.approve': 'Approved a pincode request',
      'pincode.reject': 'Rejected a pincode request',
      'documents.verify': "Verified a dealer's documents",
      'documents.reject': "Rejected a dealer's documents",
      'category_request.approve': 'Approved a category request',
      'category_request.reject': 'Rejected a category request',
      'category.create': 'Added a category',
      'category.update': 'Changed a category',
      'category.retire': 'Retired a category',
      'category.unretire': 'Brought a category back',
      'subcategory.create': 'Added a subcategory',
      'subcategory.update': 'Changed a subcategory',
      'subcategory.retire': 'Retired a subcategory',
      'subcategory.unretire': 'Brought a subcategory back',
      'team-member.create': 'Added a team member',
      'team-member.update': 'Changed a team member',
      'team-member.delete': 'Removed a team member',
      'testimonial.create': 'Added a testimonial',
      'testimonial.update': 'Changed a testimonial',
      'testimonial.delete': 'Removed a testimonial',
      'faq.create': 'Added an FAQ item',
      'faq.update': 'Changed an FAQ item',
      'faq.delete': 'Removed an FAQ item',
      'initiative.remove': "Removed a dealer's initiative",
      'site-settings.update': 'Changed the site settings',
      'submissions.export': 'Exported submissions',
      'mail.retry': 'Sent a failed message again',
      'mail.test': 'Sent a test mail',
      'password.change': 'Changed their own password',
    } satisfies Record<AdminActionName, string> as Record<string, string>,
    targetOf: (kind: string, id: number | null) => (id === null ? kind : `${kind} #${id}`),
  },
} as const;
