import { defineTexts } from '@kt/contract/i18n/catalogue';
/**
 * Words of the public content sections that the spec leaves open (ours), kept together so they
 * can move to the Hindi catalogue.
 */
export const contentTexts = defineTexts('web/features/content/texts', 'contentTexts', {
  /** /faq before an admin has written a question (issue 15: a section with no content says so). */
  faqEmpty: 'There are no questions here yet. Ask us on the Contact page and we will answer.',
  faqLoading: 'Loading questions',
  teamTitle: 'Our Team Members',
  teamCards: 'Team member cards',
  /** 'Our Happy Customers' on /sell. */
  happyCustomers: 'Our Happy Customers',
  /** A testimonial carousel's name for screen readers: 'Our Happy Customers: their words'. */
  testimonials: (title: string) => `${title}: their words`,
  /** 'Your Vote is Valuable' on About (spec 2.2). */
  vote: {
    title: 'Your Vote is Valuable',
    question: 'Do you need a doorstep scrap pickup service?',
    yes: 'Yes',
    no: 'No',
    total: 'Total',
    /** The server's answer to a second vote (contract: content/votes.ts), in the page's language. */
    alreadyVoted: 'You have already voted.',
  },
} as const);

/** Labels and buttons of the public forms (spec 2.2, 4, 5): suggestion, join and contact. */
export const publicFormTexts = defineTexts('web/features/content/texts', 'publicFormTexts', {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Message',
  subject: 'Subject',
  linkedin: 'LinkedIn profile',
  linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
  domain: 'Domain',
  chooseDomain: 'Choose a domain',
  cv: 'CV (PDF)',
  submit: 'Submit',
  /** The join form's name for screen readers: 'Intern application'. */
  application: (title: string) => `${title} application`,
  suggestionTitle: 'Any suggestions for us?',
  suggestionLead: 'Tell us how we can serve you better.',
  skip: 'Skip',
  done: 'Done',
  contactDialogTitle: 'Contact Us',
  contactHeading: 'Send us a message',
  send: 'Send',
  /** The contract's formMessages.suggestion.success, so that the toast shows it in the page's language (describeFormSuccess). */
  suggestionThanks: 'Thank you for your suggestion.',
} as const);
