import { z } from 'zod';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { ZPageQuery } from '../paging.ts';
import {
  ZAdminFaqItem,
  ZAdminFaqList,
  ZAdminInitiativeList,
  ZAdminTeamMember,
  ZAdminTeamMemberList,
  ZAdminTestimonial,
  ZAdminTestimonialList,
  ZFaqChange,
  ZFaqFields,
  ZInitiativeRemoval,
  ZTeamMemberChange,
  ZTeamMemberFields,
  ZTestimonialChange,
  ZTestimonialFields,
  ZTestimonialQuery,
} from './content.ts';
import { contentLimits } from './content-limits.ts';
import { adminMessages } from './admin-messages.ts';

const ZIdParams = z.object({ id: ZId });
/** The picture of a team member or a testimonial. */
const dp: FileRule = { maxBytes: contentLimits.pictureMaxBytes, tooLarge: adminMessages.contentPictureTooLarge };
const contentInvalid = adminMessages.contentInvalid;

/**
 * Issue 15: the public pages' content as an admin edits it: the team, the working team and the
 * happy customers, the FAQ, and the removal of a dealer's initiative.
 */
export const adminContentEndpoints = {
  adminTeamMembers: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/team-members/',
    access: ['admin'],
    response: ZAdminTeamMemberList,
    summary: 'The whole team, by position.',
  }),
  adminAddTeamMember: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/team-members/',
    access: ['admin'],
    body: ZTeamMemberFields,
    files: { dp },
    response: ZAdminTeamMember,
    status: 201,
    validationMessage: contentInvalid,
    summary: 'Adds a team member with their picture (dp).',
  }),
  adminUpdateTeamMember: defineEndpoint({
    method: 'PATCH',
    path: '/v3/admin/team-members/:id/',
    access: ['admin'],
    params: ZIdParams,
    body: ZTeamMemberChange,
    files: { dp },
    response: ZAdminTeamMember,
    validationMessage: contentInvalid,
    summary: "Changes a team member's fields or picture.",
  }),
  adminDeleteTeamMember: defineEndpoint({
    method: 'DELETE',
    path: '/v3/admin/team-members/:id/',
    access: ['admin'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: 'Removes a team member and their picture.',
  }),
  adminTestimonials: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/testimonials/',
    access: ['admin'],
    query: ZTestimonialQuery,
    response: ZAdminTestimonialList,
    summary: 'The working team or the happy customers, by position.',
  }),
  adminAddTestimonial: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/testimonials/',
    access: ['admin'],
    body: ZTestimonialFields,
    files: { dp },
    response: ZAdminTestimonial,
    status: 201,
    validationMessage: contentInvalid,
    summary: 'Adds a testimonial with its picture (dp).',
  }),
  adminUpdateTestimonial: defineEndpoint({
    method: 'PATCH',
    path: '/v3/admin/testimonials/:id/',
    access: ['admin'],
    params: ZIdParams,
    body: ZTestimonialChange,
    files: { dp },
    response: ZAdminTestimonial,
    validationMessage: contentInvalid,
    summary: "Changes a testimonial's fields or picture.",
  }),
  adminDeleteTestimonial: defineEndpoint({
    method: 'DELETE',
    path: '/v3/admin/testimonials/:id/',
    access: ['admin'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: 'Removes a testimonial and its picture.',
  }),
  adminFaq: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/faq/',
    access: ['admin'],
    response: ZAdminFaqList,
    summary: 'Every question with its cleaned answer HTML, by position.',
  }),
  adminAddFaqItem: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/faq/',
    access: ['admin'],
    body: ZFaqFields,
    response: ZAdminFaqItem,
    status: 201,
    validationMessage: contentInvalid,
    summary: 'Adds a question; its answer HTML is cleaned on save.',
  }),
  adminUpdateFaqItem: defineEndpoint({
    method: 'PATCH',
    path: '/v3/admin/faq/:id/',
    access: ['admin'],
    params: ZIdParams,
    body: ZFaqChange,
    response: ZAdminFaqItem,
    validationMessage: contentInvalid,
    summary: 'Changes a question, its answer or its position.',
  }),
  adminDeleteFaqItem: defineEndpoint({
    method: 'DELETE',
    path: '/v3/admin/faq/:id/',
    access: ['admin'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: 'Removes a question.',
  }),
  adminInitiatives: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/initiatives/',
    access: ['admin'],
    query: ZPageQuery,
    response: ZAdminInitiativeList,
    summary: "One page of every dealer's initiatives, newest first.",
  }),
  adminRemoveInitiative: defineEndpoint({
    method: 'DELETE',
    path: '/v3/admin/initiatives/:id/',
    access: ['admin'],
    params: ZIdParams,
    body: ZInitiativeRemoval,
    response: ZMsgResponse,
    validationMessage: adminMessages.reasonRequired,
    summary: "Removes a dealer's initiative with the reason the dealer is told.",
  }),
};
