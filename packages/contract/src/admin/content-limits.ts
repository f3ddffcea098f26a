// Zod-free: the endpoint definitions' file rules and the message catalogue read these.

/** Limits of the site content an admin edits (issue 15): team, testimonials, FAQ, initiative removals. */
export const contentLimits = {
  /** A team member's or testimonial's picture (JPEG, PNG or WebP). */
  pictureMaxBytes: 512 * 1024,
  nameMaxLength: 80,
  titleMaxLength: 100,
  feedbackMaxLength: 1000,
  questionMaxLength: 300,
  /** The answer's HTML as sent, before it is cleaned. */
  answerMaxLength: 10_000,
  /** Order on the public page: smaller first; equal positions keep the order they were added in. */
  positionMax: 9999,
  removalReasonMaxLength: 500,
} as const;

/** 'working_team' feeds 'Our Happy Members' (Join Us); 'happy_customer' feeds 'Our Happy Customers'. */
export const testimonialKinds = ['working_team', 'happy_customer'] as const;
export type TestimonialKind = (typeof testimonialKinds)[number];
