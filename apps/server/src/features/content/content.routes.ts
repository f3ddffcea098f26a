import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import {
  formMessages,
  ZContactForm,
  ZInternForm,
  ZInvestorForm,
  ZMentorForm,
  ZSuggestionForm,
  type FormKind,
} from '@kt/contract/content/forms';
import { alreadyVotedText, priorChoiceKey, ZVoteRequest, ZVoteResponse, ZVoteTally } from '@kt/contract/content/votes';
import { ZFaqResponse, ZTeamMembersResponse, ZTestimonialsResponse } from '@kt/contract/content/website-content';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { rateLimits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { detectFileType } from '../../platform/files/file-types.ts';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { sanitizeRichText } from '../../platform/text/html-sanitizer.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import { createContentRepo } from './content.repo.ts';
import { ZId } from '@kt/contract/ids';
import { discardStoredFile, randomKeyPart } from '../../platform/files/storage.ts';

/**
 * Public content changes only through the seed or an admin, and an admin's change must show at
 * the next load: browsers and CDNs keep a copy but ask again each time (a 304 while unchanged).
 */
const contentCache = { status: 200, cacheControl: 'public, no-cache', revalidate: true };
const contentTags = ['content'];

/** Spec section 7 'Public content and votes'. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, listCache } = app.deps;
  const repo = createContentRepo(db);

  app.get('/votes/get-votes/:poll/', { schema: { params: z.object({ poll: ZId }), response: { 200: ZVoteTally } } }, async (request) => {
    const { yes, no } = await repo.tally(request.params.poll);
    return { yes_count: yes, no_count: no };
  });

  app.post(
    endpoints.postVote,
    {
      config: { rateLimit: { name: 'votes', policy: rateLimits.votes }, validationMessage: messages.publicForms.voteFailed },
      schema: { body: ZVoteRequest, response: { 200: ZVoteResponse, 201: ZVoteResponse } },
    },
    async (request, reply) => {
      const { vote, status } = request.body;
      // The voter is who the request comes from (TRUST_PROXY decides whose forwarded address counts); a sent `ip` is ignored.
      const outcome = await repo.castVote(vote, request.ip, status);
      if (!outcome.isNew) {
        return reply.code(200).send({ unsuccessful: alreadyVotedText, [priorChoiceKey]: outcome.earlierChoice });
      }
      const { yes, no } = await repo.tally(vote);
      return reply.code(201).send({ msg: messages.publicForms.voteThanks, yes_count: yes, no_count: no });
    },
  );

  /** A public content list's JSON, held in memory until the content changes (tag 'content', migration 0011). */
  const contentAnswer = (reply: FastifyReply, key: string, compute: () => Promise<unknown>) =>
    listCache.answer(`content:${key}`, contentTags, async () => String(reply.serialize(await compute())));

  app.get(endpoints.teamMembers, { schema: { response: { 200: ZTeamMembersResponse } } }, async (request, reply) => {
    const answer = await contentAnswer(reply, 'team-members', async () =>
      (await repo.listTeam()).map((m) => ({ name: m.name, title: m.title, dp: storage.urlFor(m.photoKey) })),
    );
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, contentCache);
  });

  for (const [path, kind] of [
    [endpoints.workingTeamMembers, 'working_team'],
    [endpoints.happyCustomers, 'happy_customer'],
  ] as const) {
    app.get(path, { schema: { response: { 200: ZTestimonialsResponse } } }, async (request, reply) => {
      const answer = await contentAnswer(reply, kind, async () =>
        (await repo.listTestimonials(kind)).map((t) => ({ dp: storage.urlFor(t.photoKey), feedback: t.feedback, name: t.name })),
      );
      return sendCachedAnswer(request.headers['if-none-match'], reply, answer, contentCache);
    });
  }

  app.get(endpoints.faq, { schema: { response: { 200: ZFaqResponse } } }, async (request, reply) => {
    // Stored sanitised; sanitised again on the way out, so a row written by other means cannot carry script.
    const answer = await contentAnswer(reply, 'faq', async () =>
      (await repo.listFaq()).map((item) => ({ qns: item.question, ans: sanitizeRichText(item.answerHtml) })),
    );
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, contentCache);
  });

  async function storeCv(kind: FormKind, data: Buffer | undefined): Promise<string> {
    if (!data) throw new AppError('VALIDATION', formMessages[kind].failure, { cv: [messages.publicForms.cvNotPdf] });
    if (detectFileType(data)?.mime !== 'application/pdf') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.publicForms.cvNotPdf, { cv: [messages.publicForms.cvNotPdf] });
    }
    const key = `cvs/${kind}-${randomKeyPart(10)}.pdf`;
    await storage.put(key, data);
    return key;
  }

  /** A public form: counted per address before its body is read; a bad body answers the form's failure text of spec 8. */
  const formOptions = <S extends z.ZodType>(kind: FormKind, body: S) => ({
    config: { rateLimit: { name: 'forms', policy: rateLimits.publicForms }, validationMessage: formMessages[kind].failure },
    schema: { body, response: { 201: ZMsgResponse } },
  });

  app.post(endpoints.publicForm('suggestion'), formOptions('suggestion', ZSuggestionForm), async (request, reply) => {
    await repo.addSubmission({ kind: 'suggestion', ...request.body, sourceAddress: request.ip });
    return reply.code(201).send({ msg: formMessages.suggestion.success });
  });

  for (const [kind, schema] of [
    ['intern', ZInternForm],
    ['mentor', ZMentorForm],
  ] as const) {
    app.post(endpoints.publicForm(kind), formOptions(kind, schema), async (request, reply) => {
      const cvKey = await storeCv(kind, optionalFile(request, 'cv'));
      const { linkedin_id: linkedinId, ...rest } = request.body;
      try {
        await repo.addSubmission({ kind, ...rest, linkedinId, cvKey, sourceAddress: request.ip });
      } catch (error) {
        await discardStoredFile(storage, cvKey, request.log);
        throw error;
      }
      return reply.code(201).send({ msg: formMessages[kind].success });
    });
  }

  app.post(endpoints.publicForm('investor'), formOptions('investor', ZInvestorForm), async (request, reply) => {
    const { linkedin_id: linkedinId, ...rest } = request.body;
    await repo.addSubmission({ kind: 'investor', ...rest, linkedinId, sourceAddress: request.ip });
    return reply.code(201).send({ msg: formMessages.investor.success });
  });

  app.post(endpoints.publicForm('contact'), formOptions('contact', ZContactForm), async (request, reply) => {
    await repo.addSubmission({ kind: 'contact', ...request.body, sourceAddress: request.ip });
    return reply.code(201).send({ msg: formMessages.contact.success });
  });
};
