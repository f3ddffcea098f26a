import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { accountLanguage, inLanguage } from '../../platform/i18n/language-context.ts';
import { sanitizeRichText } from '../../platform/text/html-sanitizer.ts';
import type { ContentAdminRepo, TeamMemberPatch, TeamMemberValues, TestimonialPatch, TestimonialValues } from './content-admin.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/** Where admins' uploads live; a file under it belongs to one row and goes with it. */
const uploadPrefix = 'content/';
const pictureField = 'dp';

type Log = Pick<FastifyBaseLogger, 'warn'>;
/** The fields of a change as the admin sends them: the picture's key is the service's own. */
type Fields<T> = Omit<T, 'photoKey'>;
type FaqChange = { qns?: string | undefined; ans?: string | undefined; position?: number | undefined };

/** A field error as the error body carries it. */
const refuse = (code: 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE', message: string, field: string) => new AppError(code, message, { [field]: [message] });

/** A change must change something: a field or the picture. */
function assertSomeChange(fields: Record<string, unknown>, hasPicture: boolean) {
  if (!hasPicture && Object.values(fields).every((value) => value === undefined)) throw new AppError('VALIDATION', adminMessages.contentNothingToChange);
}

/** The answer cleaned of anything but formatting, lists and links; refused when nothing is left. */
function cleanAnswer(html: string): string {
  const clean = sanitizeRichText(html).trim();
  // Tags with no words in them ('<p></p>') answer nothing either.
  if (clean.replace(/<[^>]*>/g, '').trim() === '') throw refuse('VALIDATION', adminMessages.contentAnswerRequired, 'ans');
  return clean;
}

type Deps = { repo: ContentAdminRepo; storage: FileStorage; publicUrl: string };

/**
 * The site content of the public pages, edited by an admin (issue 15): the team, the working
 * team and the happy customers (each a picture, a name and a title or feedback), the FAQ (HTML,
 * cleaned on save) and the removal of a dealer's initiative with a reason the dealer is told.
 * Every change writes an audit row in its transaction (the repo); the database triggers of
 * migration 0011 (0009 for initiatives) tell the public lists' cache, so the next public call
 * shows it. A picture no row uses any more is deleted once the change is made.
 */
export function createContentAdminService({ repo, storage, publicUrl }: Deps) {
  /** The picture stored under a new key in `folder`, or undefined without one; checked by its content. */
  async function storePicture(picture: Buffer | undefined, folder: string): Promise<string | undefined> {
    if (!picture) return undefined;
    const type = detectFileType(picture);
    if (!isImage(type)) throw refuse('UNSUPPORTED_MEDIA_TYPE', adminMessages.contentPictureWrongType, pictureField);
    const key = `${uploadPrefix}${folder}/${randomKeyPart()}.${type.extension}`;
    await storage.put(key, picture);
    return key;
  }

  async function storeRequiredPicture(picture: Buffer | undefined, folder: string): Promise<string> {
    const key = await storePicture(picture, folder);
    if (!key) throw refuse('VALIDATION', adminMessages.contentPictureRequired, pictureField);
    return key;
  }

  /** Removes a picture no row uses any more; the seed's shared demo pictures stay. */
  async function discardPicture(log: Log, key: string | null | undefined) {
    if (key?.startsWith(uploadPrefix)) await discardStoredFile(storage, key, log);
  }

  /** Runs a change that stores `newKey`: a change that fails leaves no new file behind. */
  async function keepingPicture<R>(log: Log, newKey: string | undefined, change: () => Promise<R>): Promise<R> {
    try {
      return await change();
    } catch (error) {
      if (newKey) await discardStoredFile(storage, newKey, log);
      throw error;
    }
  }

  /**
   * Runs an edit that may store `newKey` in place of the row's picture: the old file goes once
   * the edit is made; the new one goes when the row is not there (undefined).
   */
  async function replacingPicture<R extends { previousPhotoKey: string }>(
    log: Log,
    newKey: string | undefined,
    change: () => Promise<R | undefined>,
  ): Promise<R | undefined> {
    const result = await keepingPicture(log, newKey, change);
    if (!newKey) return result;
    if (result === undefined) await discardStoredFile(storage, newKey, log);
    else if (result.previousPhotoKey !== newKey) await discardPicture(log, result.previousPhotoKey);
    return result;
  }

  return {
    listTeam: repo.listTeam,

    async addTeamMember(adminId: number, fields: Fields<TeamMemberValues>, picture: Buffer | undefined, log: Log) {
      const photoKey = await storeRequiredPicture(picture, 'team');
      return keepingPicture(log, photoKey, () => repo.addTeamMember(adminId, { ...fields, photoKey }));
    },

    async updateTeamMember(adminId: number, id: number, fields: Fields<TeamMemberPatch>, picture: Buffer | undefined, log: Log) {
      assertSomeChange(fields, picture !== undefined);
      const photoKey = await storePicture(picture, 'team');
      const updated = await replacingPicture(log, photoKey, () => repo.updateTeamMember(adminId, id, { ...fields, photoKey }));
      if (!updated) throw new AppError('NOT_FOUND', adminMessages.teamMemberNotFound);
      return updated.row;
    },

    async deleteTeamMember(adminId: number, id: number, log: Log) {
      const row = await repo.deleteTeamMember(adminId, id);
      if (!row) throw new AppError('NOT_FOUND', adminMessages.teamMemberNotFound);
      await discardPicture(log, row.photoKey);
    },

    listTestimonials: repo.listTestimonials,

    async addTestimonial(adminId: number, fields: Fields<TestimonialValues>, picture: Buffer | undefined, log: Log) {
      const photoKey = await storeRequiredPicture(picture, 'testimonials');
      return keepingPicture(log, photoKey, () => repo.addTestimonial(adminId, { ...fields, photoKey }));
    },

    async updateTestimonial(adminId: number, id: number, fields: Fields<TestimonialPatch>, picture: Buffer | undefined, log: Log) {
      assertSomeChange(fields, picture !== undefined);
      const photoKey = await storePicture(picture, 'testimonials');
      const updated = await replacingPicture(log, photoKey, () => repo.updateTestimonial(adminId, id, { ...fields, photoKey }));
      if (!updated) throw new AppError('NOT_FOUND', adminMessages.testimonialNotFound);
      return updated.row;
    },

    async deleteTestimonial(adminId: number, id: number, log: Log) {
      const row = await repo.deleteTestimonial(adminId, id);
      if (!row) throw new AppError('NOT_FOUND', adminMessages.testimonialNotFound);
      await discardPicture(log, row.photoKey);
    },

    listFaq: repo.listFaq,

    addFaqItem(adminId: number, { qns, ans, position }: { qns: string; ans: string; position?: number | undefined }) {
      return repo.addFaqItem(adminId, { question: qns, answerHtml: cleanAnswer(ans), position });
    },

    async updateFaqItem(adminId: number, id: number, fields: FaqChange) {
      const { qns, ans, position } = fields;
      assertSomeChange(fields, false);
      const row = await repo.updateFaqItem(adminId, id, { question: qns, answerHtml: ans === undefined ? undefined : cleanAnswer(ans), position });
      if (!row) throw new AppError('NOT_FOUND', adminMessages.faqNotFound);
      return row;
    },

    async deleteFaqItem(adminId: number, id: number) {
      if (!(await repo.deleteFaqItem(adminId, id))) throw new AppError('NOT_FOUND', adminMessages.faqNotFound);
    },

    listInitiatives: repo.listInitiatives,

    /** Removes a dealer's initiative and its photo; the dealer is told why by e-mail. */
    async removeInitiative(adminId: number, id: number, reason: string, log: Log) {
      // Issue 29: in the dealer's language.
      const removed = await repo.removeInitiative(adminId, id, reason, ({ message, dealer }) =>
        inLanguage(accountLanguage(dealer.language), () =>
          noticeEmail({
            to: dealer.email,
            subject: adminMessages.initiativeRemovedSubject,
            greeting: adminMessages.initiativeRemovedGreeting.replace('{name}', () => dealer.username),
            intro: adminMessages.initiativeRemovedIntro,
            rows: [
              [adminMessages.initiativeRemovedMessageLabel, message],
              [adminMessages.initiativeRemovedReasonLabel, reason],
            ],
            action: { label: adminMessages.initiativeRemovedAction, link: `${publicUrl}/dealer/settings/initiatives` },
          }),
        ),
      );
      if (!removed) throw new AppError('NOT_FOUND', messages.marketplaceArea.initiativeNotFound);
      if (removed.initiative.photoKey) await discardStoredFile(storage, removed.initiative.photoKey, log);
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
