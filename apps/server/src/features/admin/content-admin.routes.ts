import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
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
} from '@kt/contract/admin/content';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { sanitizeRichText } from '../../platform/text/html-sanitizer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { discardStoredFile, randomKeyPart } from '../../platform/files/storage.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import { createContentAdminRepo, type FaqRow, type TeamMemberRow, type TestimonialRow } from './content-admin.repo.ts';

const ZIdParams = z.object({ id: ZId });
/** Where admins' uploads live; a file under it belongs to one row and goes with it. */
const uploadPrefix = 'content/';
const pictureField = 'dp';

/** A field error as the error body carries it. */
const refuse = (code: 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE', message: string, field: string) => new AppError(code, message, { [field]: [message] });

/** A PATCH must change something: a field or the picture. */
function assertSomeChange(fields: Record<string, unknown>, hasPicture: boolean) {
  if (!hasPicture && Object.values(fields).every((value) => value === undefined)) throw new AppError('VALIDATION', messages.admin.contentNothingToChange);
}

/**
 * The site content of the public pages, edited by an admin (issue 15): the team, the working
 * team and the happy customers (each a picture, a name and a title or feedback), the FAQ (HTML,
 * cleaned on save) and the removal of a dealer's initiative with a reason the dealer is told.
 * Every change writes an audit row in its transaction; the database triggers of migration 0011
 * (0009 for initiatives) tell the public lists' cache, so the next public call shows it.
 */
export const contentEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, jobs, config } = app.deps;
  const repo = createContentAdminRepo(db, jobs);
  const adminOnly = authenticate('admin');
  const editing = { onRequest: adminOnly, config: { validationMessage: messages.admin.contentInvalid } };

  /**
   * The body's picture stored under a new key in `folder`, or undefined without one. Checked
   * by its content; too large a one never gets here (413 while it streams).
   */
  async function storePicture(request: FastifyRequest, folder: string): Promise<string | undefined> {
    const data = optionalFile(request, pictureField);
    if (!data) return undefined;
    const type = detectFileType(data);
    if (!isImage(type)) throw refuse('UNSUPPORTED_MEDIA_TYPE', messages.admin.contentPictureWrongType, pictureField);
    const key = `${uploadPrefix}${folder}/${randomKeyPart()}.${type.extension}`;
    await storage.put(key, data);
    return key;
  }

  async function storeRequiredPicture(request: FastifyRequest, folder: string): Promise<string> {
    const key = await storePicture(request, folder);
    if (!key) throw refuse('VALIDATION', messages.admin.contentPictureRequired, pictureField);
    return key;
  }

  /** Removes a picture no row uses any more; the seed's shared demo pictures stay. */
  async function discardPicture(request: FastifyRequest, key: string | null | undefined) {
    if (key?.startsWith(uploadPrefix)) await discardStoredFile(storage, key, request.log);
  }

  /** Runs a change that stores `newKey`: a change that fails leaves no new file behind. */
  async function keepingPicture<R>(request: FastifyRequest, newKey: string | undefined, change: () => Promise<R>): Promise<R> {
    try {
      return await change();
    } catch (error) {
      if (newKey) await discardStoredFile(storage, newKey, request.log);
      throw error;
    }
  }

  /**
   * Runs an edit that may store `newKey` in place of the row's picture: the old file goes once
   * the edit is made; the new one goes when the row is not there (undefined).
   */
  async function replacingPicture<R extends { previousPhotoKey: string }>(
    request: FastifyRequest,
    newKey: string | undefined,
    change: () => Promise<R | undefined>,
  ): Promise<R | undefined> {
    const result = await keepingPicture(request, newKey, change);
    if (!newKey) return result;
    if (result === undefined) await discardStoredFile(storage, newKey, request.log);
    else if (result.previousPhotoKey !== newKey) await discardPicture(request, result.previousPhotoKey);
    return result;
  }

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

  /** The answer cleaned of anything but formatting, lists and links; refused when nothing is left. */
  function cleanAnswer(html: string): string {
    const clean = sanitizeRichText(html).trim();
    // Tags with no words in them ('<p></p>') answer nothing either.
    if (clean.replace(/<[^>]*>/g, '').trim() === '') throw refuse('VALIDATION', messages.admin.contentAnswerRequired, 'ans');
    return clean;
  }

  // -- Team members ------------------------------------------------------------------------------

  app.get(adminEndpoints.adminTeamMembers, { onRequest: adminOnly, schema: { response: { 200: ZAdminTeamMemberList } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return (await repo.listTeam()).map(teamMemberOf);
  });

  app.post(adminEndpoints.adminTeamMembers, { ...editing, schema: { body: ZTeamMemberFields, response: { 201: ZAdminTeamMember } } }, async (request, reply) => {
    const photoKey = await storeRequiredPicture(request, 'team');
    const row = await keepingPicture(request, photoKey, () => repo.addTeamMember(currentUser(request).userId, { ...request.body, photoKey }));
    return reply.code(201).send(teamMemberOf(row));
  });

  app.patch(
    '/v3/admin/team-members/:id/',
    { ...editing, schema: { params: ZIdParams, body: ZTeamMemberChange, response: { 200: ZAdminTeamMember } } },
    async (request) => {
      assertSomeChange(request.body, optionalFile(request, pictureField) !== undefined);
      const photoKey = await storePicture(request, 'team');
      const updated = await replacingPicture(request, photoKey, () =>
        repo.updateTeamMember(currentUser(request).userId, request.params.id, { ...request.body, photoKey }),
      );
      if (!updated) throw new AppError('NOT_FOUND', messages.admin.teamMemberNotFound);
      return teamMemberOf(updated.row);
    },
  );

  app.delete('/v3/admin/team-members/:id/', { onRequest: adminOnly, schema: { params: ZIdParams, response: { 200: ZMsgResponse } } }, async (request) => {
    const row = await repo.deleteTeamMember(currentUser(request).userId, request.params.id);
    if (!row) throw new AppError('NOT_FOUND', messages.admin.teamMemberNotFound);
    await discardPicture(request, row.photoKey);
    return { msg: messages.admin.teamMemberRemoved };
  });

  // -- Testimonials: the working team and the happy customers ----------------------------------

  app.get(
    adminEndpoints.adminTestimonials,
    { onRequest: adminOnly, schema: { querystring: ZTestimonialQuery, response: { 200: ZAdminTestimonialList } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return (await repo.listTestimonials(request.query.kind)).map(testimonialOf);
    },
  );

  app.post(adminEndpoints.adminTestimonials, { ...editing, schema: { body: ZTestimonialFields, response: { 201: ZAdminTestimonial } } }, async (request, reply) => {
    const photoKey = await storeRequiredPicture(request, 'testimonials');
    const row = await keepingPicture(request, photoKey, () => repo.addTestimonial(currentUser(request).userId, { ...request.body, photoKey }));
    return reply.code(201).send(testimonialOf(row));
  });

  app.patch(
    '/v3/admin/testimonials/:id/',
    { ...editing, schema: { params: ZIdParams, body: ZTestimonialChange, response: { 200: ZAdminTestimonial } } },
    async (request) => {
      assertSomeChange(request.body, optionalFile(request, pictureField) !== undefined);
      const photoKey = await storePicture(request, 'testimonials');
      const updated = await replacingPicture(request, photoKey, () =>
        repo.updateTestimonial(currentUser(request).userId, request.params.id, { ...request.body, photoKey }),
      );
      if (!updated) throw new AppError('NOT_FOUND', messages.admin.testimonialNotFound);
      return testimonialOf(updated.row);
    },
  );

  app.delete('/v3/admin/testimonials/:id/', { onRequest: adminOnly, schema: { params: ZIdParams, response: { 200: ZMsgResponse } } }, async (request) => {
    const row = await repo.deleteTestimonial(currentUser(request).userId, request.params.id);
    if (!row) throw new AppError('NOT_FOUND', messages.admin.testimonialNotFound);
    await discardPicture(request, row.photoKey);
    return { msg: messages.admin.testimonialRemoved };
  });

  // -- FAQ -----------------------------------------------------------------------------------

  app.get(adminEndpoints.adminFaq, { onRequest: adminOnly, schema: { response: { 200: ZAdminFaqList } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return (await repo.listFaq()).map(faqItemOf);
  });

  app.post(adminEndpoints.adminFaq, { ...editing, schema: { body: ZFaqFields, response: { 201: ZAdminFaqItem } } }, async (request, reply) => {
    const { qns, ans, position } = request.body;
    const row = await repo.addFaqItem(currentUser(request).userId, { question: qns, answerHtml: cleanAnswer(ans), position });
    return reply.code(201).send(faqItemOf(row));
  });

  app.patch('/v3/admin/faq/:id/', { ...editing, schema: { params: ZIdParams, body: ZFaqChange, response: { 200: ZAdminFaqItem } } }, async (request) => {
    const { qns, ans, position } = request.body;
    assertSomeChange(request.body, false);
    const row = await repo.updateFaqItem(currentUser(request).userId, request.params.id, {
      question: qns,
      answerHtml: ans === undefined ? undefined : cleanAnswer(ans),
      position,
    });
    if (!row) throw new AppError('NOT_FOUND', messages.admin.faqNotFound);
    return faqItemOf(row);
  });

  app.delete('/v3/admin/faq/:id/', { onRequest: adminOnly, schema: { params: ZIdParams, response: { 200: ZMsgResponse } } }, async (request) => {
    if (!(await repo.deleteFaqItem(currentUser(request).userId, request.params.id))) throw new AppError('NOT_FOUND', messages.admin.faqNotFound);
    return { msg: messages.admin.faqRemoved };
  });

  // -- Dealer initiatives: moderation ----------------------------------------------------------

  app.get(
    adminEndpoints.adminInitiatives,
    { onRequest: adminOnly, schema: { querystring: ZPageQuery, response: { 200: ZAdminInitiativeList } } },
    async (request, reply) => {
      const rows = await privateTimeIdPage(request, reply, (page) => repo.listInitiatives(page));
      return rows.map((row) => ({
        id: row.id,
        dealer: { id: row.dealerId, KT_ID: row.dealerKtId, username: row.dealerName },
        message: row.message,
        photo: row.photoKey ? storage.urlFor(row.photoKey) : null,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.delete(
    '/v3/admin/initiatives/:id/',
    { onRequest: adminOnly, config: { validationMessage: messages.admin.reasonRequired }, schema: { params: ZIdParams, body: ZInitiativeRemoval, response: { 200: ZMsgResponse } } },
    async (request) => {
      const { reason } = request.body;
      const removed = await repo.removeInitiative(currentUser(request).userId, request.params.id, reason, ({ message, dealer }) =>
        noticeEmail({
          to: dealer.email,
          subject: messages.admin.initiativeRemovedSubject,
          greeting: messages.admin.initiativeRemovedGreeting.replace('{name}', () => dealer.username),
          intro: messages.admin.initiativeRemovedIntro,
          rows: [
            [messages.admin.initiativeRemovedMessageLabel, message],
            [messages.admin.initiativeRemovedReasonLabel, reason],
          ],
          action: { label: messages.admin.initiativeRemovedAction, link: `${config.publicUrl}/dealer/settings/initiatives` },
        }),
      );
      if (!removed) throw new AppError('NOT_FOUND', messages.marketplaceArea.initiativeNotFound);
      if (removed.initiative.photoKey) await discardStoredFile(storage, removed.initiative.photoKey, request.log);
      return { msg: messages.admin.initiativeRemoved };
    },
  );
};
