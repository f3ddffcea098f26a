// Generated from the endpoint definitions (the content area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const contactForm = { method: 'POST', path: '/v3/WebsiteContent/contact-form/' } as Route<'contactForm'>;
export const faq = { method: 'GET', path: '/v3/WebsiteContent/faq/' } as Route<'faq'>;
export const happyCustomers = { method: 'GET', path: '/v3/WebsiteContent/happy-customers/' } as Route<'happyCustomers'>;
export const internForm = { method: 'POST', path: '/v3/WebsiteContent/intern-form/' } as Route<'internForm'>;
export const investorForm = { method: 'POST', path: '/v3/WebsiteContent/investor-form/' } as Route<'investorForm'>;
export const mentorForm = { method: 'POST', path: '/v3/WebsiteContent/mentor-form/' } as Route<'mentorForm'>;
export const postVote = { method: 'POST', path: '/votes/post-votes/' } as Route<'postVote'>;
export const suggestionForm = { method: 'POST', path: '/v3/WebsiteContent/suggestion-form/' } as Route<'suggestionForm'>;
export const teamMembers = { method: 'GET', path: '/v3/WebsiteContent/team-members/' } as Route<'teamMembers'>;
export const voteTally = { method: 'GET', path: '/votes/get-votes/:poll/' } as Route<'voteTally'>;
export const workingTeamMembers = { method: 'GET', path: '/v3/WebsiteContent/working-team-members/' } as Route<'workingTeamMembers'>;
