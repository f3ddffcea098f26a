/**
 * Words of the public content sections that the spec leaves open (ours), kept together so they
 * can move to the Hindi catalogue.
 */
export const contentTexts = {
  /** /faq before an admin has written a question (issue 15: a section with no content says so). */
  faqEmpty: 'There are no questions here yet. Ask us on the Contact page and we will answer.',
} as const;
