import type { FastifyBaseLogger } from 'fastify';
import { formMessages, type FormKind } from '@kt/contract/content/forms';
import { alreadyVotedText, priorChoiceKey, type VoteResponse, type VoteTally } from '@kt/contract/content/votes';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { detectFileType } from '../../platform/files/file-types.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { ContentRepo } from './content.repo.ts';

/** The text fields of any public form, as its schema gives them. */
export type SubmittedFields = {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message?: string;
  linkedin_id?: string;
  domain?: string;
};

/** The forms that come with a CV (spec 5: a PDF). */
const formsWithCv: ReadonlySet<FormKind> = new Set(['intern', 'mentor']);

/** Spec 7 'Public content and votes': a vote per address and poll, and the public forms of spec 5. */
export function createContentService({ repo, storage }: { repo: ContentRepo; storage: FileStorage }) {
  async function tally(poll: number): Promise<VoteTally> {
    const { yes, no } = await repo.tally(poll);
    return { yes_count: yes, no_count: no };
  }

  async function storeCv(kind: FormKind, data: Buffer | undefined): Promise<string> {
    if (!data) throw new AppError('VALIDATION', formMessages[kind].failure, { cv: [messages.publicForms.cvNotPdf] });
    if (detectFileType(data)?.mime !== 'application/pdf') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.publicForms.cvNotPdf, { cv: [messages.publicForms.cvNotPdf] });
    }
    const key = `cvs/${kind}-${randomKeyPart(10)}.pdf`;
    await storage.put(key, data);
    return key;
  }

  return {
    tally,

    /**
     * The voter is the request's address (TRUST_PROXY decides whose forwarded address counts). A
     * new vote answers the new tally; a repeat answers the earlier choice and is not counted.
     */
    async vote(poll: number, voterAddress: string, status: 'Yes' | 'No'): Promise<{ isNew: boolean; answer: VoteResponse }> {
      const outcome = await repo.castVote(poll, voterAddress, status);
      if (!outcome.isNew) return { isNew: false, answer: { unsuccessful: alreadyVotedText, [priorChoiceKey]: outcome.earlierChoice } };
      return { isNew: true, answer: { msg: messages.publicForms.voteThanks, ...(await tally(poll)) } };
    },

    /** Keeps a public form's submission (with its CV, for the forms that take one); answers the form's success text. */
    async submit(kind: FormKind, fields: SubmittedFields, from: { sourceAddress: string; cv: Buffer | undefined; log: FastifyBaseLogger }) {
      const { linkedin_id: linkedinId, ...rest } = fields;
      const cvKey = formsWithCv.has(kind) ? await storeCv(kind, from.cv) : undefined;
      try {
        await repo.addSubmission({ kind, ...rest, linkedinId, cvKey, sourceAddress: from.sourceAddress });
      } catch (error) {
        if (cvKey) await discardStoredFile(storage, cvKey, from.log);
        throw error;
      }
      return { msg: formMessages[kind].success };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
