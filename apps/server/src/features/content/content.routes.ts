import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDefinition } from '@kt/contract/http/endpoint';
import { contentEndpoints } from '@kt/contract/content/content.endpoints';
import type { FormKind } from '@kt/contract/content/forms';
import { sendCachedAnswer, type ListCache } from '../../platform/cache/list-cache.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { serializeAnswer } from '../../platform/http/page-reads.ts';
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

  /**
   * The public content lists' JSON, held in memory until the content changes (tag 'content',
   * migration 0011). The same answers serve the API and the server-rendered pages that show them.
   */
  const lists: [EndpointDefinition, string, () => Promise<unknown>][] = [
    [
      contentEndpoints.teamMembers,
      'team-members',
      async () => (await repo.listTeam()).map((m) => ({ name: m.name, title: m.title, dp: storage.urlFor(m.photoKey) })),
    ],
    ...(
      [
        [contentEndpoints.workingTeamMembers, 'working_team'],
        [contentEndpoints.happyCustomers, 'happy_customer'],
      ] as const
    ).map(([definition, kind]): [EndpointDefinition, string, () => Promise<unknown>] => [
      definition,
      kind,
      async () => (await repo.listTestimonials(kind)).map((t) => ({ dp: storage.urlFor(t.photoKey), feedback: t.feedback, name: t.name })),
    ]),
    [
      contentEndpoints.faq,
      'faq',
      // Stored sanitised; sanitised again on the way out, so a row written by other means cannot carry script.
      async () => (await repo.listFaq()).map((item) => ({ qns: item.question, ans: sanitizeRichText(item.answerHtml) })),
    ],
  ];
  for (const [definition, key, compute] of lists) {
    const answer = () => listCache.answer(`content:${key}`, contentTags, async () => serializeAnswer(definition, await compute()));
    app.deps.pageReads.add(definition, answer);
    handle(app, definition, async (request, reply) => sendCachedAnswer(request.headers['if-none-match'], reply, await answer(), contentCache));
  }

  /** A public form: its schema checked the fields; the CV, for the forms that take one, is checked by content. */
  const submit = (kind: FormKind) => (request: FastifyRequest<{ Body: SubmittedFields }>) =>
    service.submit(kind, request.body, { sourceAddress: request.ip, cv: optionalFile(request, 'cv'), log: request.log });
  handle(app, contentEndpoints.suggestionForm, submit('suggestion'));
  handle(app, contentEndpoints.internForm, submit('intern'));
  handle(app, contentEndpoints.mentorForm, submit('mentor'));
  handle(app, contentEndpoints.investorForm, submit('investor'));
  handle(app, contentEndpoints.contactForm, submit('contact'));
}
