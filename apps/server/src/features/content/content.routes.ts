import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentEndpoints } from '@kt/contract/content/content.endpoints';
import type { FormKind } from '@kt/contract/content/forms';
import { sendCachedAnswer, type ListCache } from '../../platform/cache/list-cache.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { sanitizeRichText } from '../../platform/text/html-sanitizer.ts';
import type { ContentRepo } from './content.repo.ts';
import type { ContentService, SubmittedFields } from './content.service.ts';

/**
 * Public content changes only through the seed or an admin, and an admin's change must show at
 * the next load: browsers and CDNs keep a copy but ask again each time (a 304 while unchanged).
 */
const contentCache = { status: 200, cacheControl: 'public, no-cache', revalidate: true };
const contentTags = ['content'];

type ContentDeps = { repo: ContentRepo; service: ContentService; storage: FileStorage; listCache: ListCache };

/** Spec section 7 'Public content and votes'. */
export function contentHandlers(app: FastifyInstance, { repo, service, storage, listCache }: ContentDeps) {
  handle(app, contentEndpoints.voteTally, (request) => service.tally(request.params.poll));

  handle(app, contentEndpoints.postVote, async (request, reply) => {
    const { vote, status } = request.body;
    // A sent `ip` is ignored: the voter is who the request comes from.
    const { isNew, answer } = await service.vote(vote, request.ip, status);
    if (!isNew) reply.code(200);
    return answer;
  });

  /** A public content list's JSON, held in memory until the content changes (tag 'content', migration 0011). */
  const contentAnswer = (reply: FastifyReply, key: string, compute: () => Promise<unknown>) =>
    listCache.answer(`content:${key}`, contentTags, async () => String(reply.serialize(await compute())));

  handle(app, contentEndpoints.teamMembers, async (request, reply) => {
    const answer = await contentAnswer(reply, 'team-members', async () =>
      (await repo.listTeam()).map((m) => ({ name: m.name, title: m.title, dp: storage.urlFor(m.photoKey) })),
    );
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, contentCache);
  });

  for (const [definition, kind] of [
    [contentEndpoints.workingTeamMembers, 'working_team'],
    [contentEndpoints.happyCustomers, 'happy_customer'],
  ] as const) {
    handle(app, definition, async (request, reply) => {
      const answer = await contentAnswer(reply, kind, async () =>
        (await repo.listTestimonials(kind)).map((t) => ({ dp: storage.urlFor(t.photoKey), feedback: t.feedback, name: t.name })),
      );
      return sendCachedAnswer(request.headers['if-none-match'], reply, answer, contentCache);
    });
  }

  handle(app, contentEndpoints.faq, async (request, reply) => {
    // Stored sanitised; sanitised again on the way out, so a row written by other means cannot carry script.
    const answer = await contentAnswer(reply, 'faq', async () =>
      (await repo.listFaq()).map((item) => ({ qns: item.question, ans: sanitizeRichText(item.answerHtml) })),
    );
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, contentCache);
  });

  /** A public form: its schema checked the fields; the CV, for the forms that take one, is checked by content. */
  const submit = (kind: FormKind) => (request: FastifyRequest<{ Body: SubmittedFields }>) =>
    service.submit(kind, request.body, { sourceAddress: request.ip, cv: optionalFile(request, 'cv'), log: request.log });
  handle(app, contentEndpoints.suggestionForm, submit('suggestion'));
  handle(app, contentEndpoints.internForm, submit('intern'));
  handle(app, contentEndpoints.mentorForm, submit('mentor'));
  handle(app, contentEndpoints.investorForm, submit('investor'));
  handle(app, contentEndpoints.contactForm, submit('contact'));
}
