import { z } from 'zod';

/** GET /v3/WebsiteContent/team-members/ */
export const ZTeamMember = z.object({ name: z.string(), title: z.string(), dp: z.string() });
export const ZTeamMembersResponse = z.array(ZTeamMember);
export type TeamMember = z.infer<typeof ZTeamMember>;

/** GET /v3/WebsiteContent/working-team-members/ and /v3/WebsiteContent/happy-customers/ */
export const ZTestimonial = z.object({ dp: z.string(), feedback: z.string(), name: z.string() });
export const ZTestimonialsResponse = z.array(ZTestimonial);
export type Testimonial = z.infer<typeof ZTestimonial>;

/** GET /v3/WebsiteContent/faq/: `ans` is HTML, sanitised on the server (safe to render). */
export const ZFaqItem = z.object({ qns: z.string(), ans: z.string() });
export const ZFaqResponse = z.array(ZFaqItem);
export type FaqItem = z.infer<typeof ZFaqItem>;
