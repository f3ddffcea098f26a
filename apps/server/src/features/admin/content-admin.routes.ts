import type { FastifyInstance } from 'fastify';
import { adminContentEndpoints } from '@kt/contract/admin/content.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import type { FaqRow, TeamMemberRow, TestimonialRow } from './content-admin.repo.ts';
import type { ContentAdminService } from './content-admin.service.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/** The picture's field in a team member's or a testimonial's body. */
const pictureField = 'dp';

/** Issue 15: the site content of the public pages, edited by an admin, and dealers' initiatives moderated. */
export function contentAdminHandlers(app: FastifyInstance, { content, storage }: { content: ContentAdminService; storage: FileStorage }) {
  const teamMemberOf = (row: TeamMemberRow) => ({ id: row.id, name: row.name, title: row.title, position: row.position, dp: storage.urlFor(row.photoKey) });
  const testimonialOf = (row: TestimonialRow) => ({
    id: row.id,
    kind: row.kind as 'working_team' | 'happy_customer',
    name: row.name,
    feedback: row.feedback,
    position: row.position,
    dp: storage.urlFor(row.photoKey),
  });
  const faqItemOf = (row: FaqRow) => ({ id: row.id, qns: row.question, ans: row.answerHtml, position: row.position });

  // -- Team members ------------------------------------------------------------------------------

  handle(app, adminContentEndpoints.adminTeamMembers, async () => (await content.listTeam()).map(teamMemberOf));

  handle(app, adminContentEndpoints.adminAddTeamMember, async (request) =>
    teamMemberOf(await content.addTeamMember(currentUser(request).userId, request.body, optionalFile(request, pictureField), request.log)),
  );

  handle(app, adminContentEndpoints.adminUpdateTeamMember, async (request) =>
    teamMemberOf(await content.updateTeamMember(currentUser(request).userId, request.params.id, request.body, optionalFile(request, pictureField), request.log)),
  );

  handle(app, adminContentEndpoints.adminDeleteTeamMember, async (request) => {
    await content.deleteTeamMember(currentUser(request).userId, request.params.id, request.log);
    return { msg: adminMessages.teamMemberRemoved };
  });

  // -- Testimonials: the working team and the happy customers ----------------------------------

  handle(app, adminContentEndpoints.adminTestimonials, async (request) => (await content.listTestimonials(request.query.kind)).map(testimonialOf));

  handle(app, adminContentEndpoints.adminAddTestimonial, async (request) =>
    testimonialOf(await content.addTestimonial(currentUser(request).userId, request.body, optionalFile(request, pictureField), request.log)),
  );

  handle(app, adminContentEndpoints.adminUpdateTestimonial, async (request) =>
    testimonialOf(await content.updateTestimonial(currentUser(request).userId, request.params.id, request.body, optionalFile(request, pictureField), request.log)),
  );

  handle(app, adminContentEndpoints.adminDeleteTestimonial, async (request) => {
    await content.deleteTestimonial(currentUser(request).userId, request.params.id, request.log);
    return { msg: adminMessages.testimonialRemoved };
  });

  // -- FAQ -----------------------------------------------------------------------------------

  handle(app, adminContentEndpoints.adminFaq, async () => (await content.listFaq()).map(faqItemOf));

  handle(app, adminContentEndpoints.adminAddFaqItem, async (request) => faqItemOf(await content.addFaqItem(currentUser(request).userId, request.body)));

  handle(app, adminContentEndpoints.adminUpdateFaqItem, async (request) =>
    faqItemOf(await content.updateFaqItem(currentUser(request).userId, request.params.id, request.body)),
  );

  handle(app, adminContentEndpoints.adminDeleteFaqItem, async (request) => {
    await content.deleteFaqItem(currentUser(request).userId, request.params.id);
    return { msg: adminMessages.faqRemoved };
  });

  // -- Dealer initiatives: moderation ----------------------------------------------------------

  handle(app, adminContentEndpoints.adminInitiatives, async (request, reply) => {
    const rows = await privateTimeIdPage(request, reply, (page) => content.listInitiatives(page));
    return rows.map((row) => ({
      id: row.id,
      dealer: { id: row.dealerId, KT_ID: row.dealerKtId, username: row.dealerName },
      message: row.message,
      photo: row.photoKey ? storage.urlFor(row.photoKey) : null,
      created_at: row.createdAt.toISOString(),
    }));
  });

  handle(app, adminContentEndpoints.adminRemoveInitiative, async (request) => {
    await content.removeInitiative(currentUser(request).userId, request.params.id, request.body.reason, request.log);
    return { msg: adminMessages.initiativeRemoved };
  });
}
