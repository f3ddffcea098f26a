import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import { authenticate } from '../../platform/auth/guard.ts';
import { servesDevMailbox } from '../../platform/mail/dev-mailbox.ts';
import { createAdminRepo } from './admin.repo.ts';
import { createAdminHomeRepo } from './admin-home.repo.ts';
import { adminHomeHandlers } from './admin-home.routes.ts';
import { adminPasswordHandlers } from './admin-password.routes.ts';
import { auditHandlers } from './audit.routes.ts';
import { createCatalogueAdminRepo } from './catalogue-admin.repo.ts';
import { catalogueAdminHandlers } from './catalogue-admin.routes.ts';
import { createCatalogueAdminService } from './catalogue-admin.service.ts';
import { createCategoryApprovalsRepo } from './category-approvals.repo.ts';
import { categoryApprovalHandlers } from './category-approvals.routes.ts';
import { createCategoryApprovalsService } from './category-approvals.service.ts';
import { createCommissionPaymentsRepo } from './commission-payments.repo.ts';
import { commissionPaymentHandlers } from './commission-payments.routes.ts';
import { createCommissionPaymentsService } from './commission-payments.service.ts';
import { createContentAdminRepo } from './content-admin.repo.ts';
import { contentAdminHandlers } from './content-admin.routes.ts';
import { createContentAdminService } from './content-admin.service.ts';
import { createDocumentReviewsRepo } from './document-reviews.repo.ts';
import { documentReviewHandlers } from './document-reviews.routes.ts';
import { createDisputeRecords } from '../../platform/db/dispute-records.ts';
import { createDisputesAdminRepo } from './disputes-admin.repo.ts';
import { disputesAdminHandlers } from './disputes-admin.routes.ts';
import { createDisputesAdminService } from './disputes-admin.service.ts';
import { createDocumentReviewsService } from './document-reviews.service.ts';
import { mailAdminHandlers } from './mail-admin.routes.ts';
import { createMailAdminService } from './mail-admin.service.ts';
import { createPhoneMessagesAdminRepo } from './phone-messages-admin.repo.ts';
import { phoneMessagesAdminHandlers } from './phone-messages-admin.routes.ts';
import { createPincodeApprovalsRepo } from './pincode-approvals.repo.ts';
import { pincodeApprovalHandlers } from './pincode-approvals.routes.ts';
import { createPincodeApprovalsService } from './pincode-approvals.service.ts';
import { createSiteSettingsRepo } from './site-settings.repo.ts';
import { publicSiteSettingsHandlers, siteSettingsHandlers } from './site-settings.routes.ts';
import { createSiteSettingsService } from './site-settings.service.ts';
import { createSubmissionsRepo } from './submissions.repo.ts';
import { submissionsAdminHandlers } from './submissions-admin.routes.ts';
import { createSubmissionsAdminService } from './submissions-admin.service.ts';
import { createUserAdminRepo } from './user-admin.repo.ts';
import { userAdminHandlers } from './user-admin.routes.ts';
import { createUserAdminService } from './user-admin.service.ts';

const admitsAdmins = authenticate('admin');
/** The console's one hook: admins only, and every answer is one admin's, which no shared cache may keep. */
const adminOnly: onRequestHookHandler = async (request, reply) => {
  await admitsAdmins(request, reply);
  reply.header('cache-control', 'private, no-store');
};

/**
 * The admin console's API (issue 15): every /v3/admin/ route, in one scope behind one hook that
 * admits admins only (a customer, dealer or employee token gets 403, none 401). The public read
 * of the site settings, which every page's footer makes, sits beside that scope, outside it.
 */
export const adminFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, jobs, mailer, config, listCache } = app.deps;
  const publicUrl = config.publicUrl;
  const admins = createAdminRepo(db);
  const settings = createSiteSettingsService({ repo: createSiteSettingsRepo(db), storage, listCache });

  publicSiteSettingsHandlers(app, { settings, storage, listCache });

  await app.register(async (scope) => {
    // endpoint-routes.ts's handle() registers an ['admin'] endpoint only where this is set.
    scope.decorate('adminScope', true);
    scope.addHook('onRequest', adminOnly);

    const users = createUserAdminService({ users: createUserAdminRepo(db), accounts: admins, jobs, publicUrl });
    userAdminHandlers(scope, users);
    auditHandlers(scope, admins);

    pincodeApprovalHandlers(scope, createPincodeApprovalsService({ repo: createPincodeApprovalsRepo(db), jobs, messages: app.deps.messages, publicUrl }));
    const approvals = createCategoryApprovalsService({ repo: createCategoryApprovalsRepo(db), storage, jobs, publicUrl });
    categoryApprovalHandlers(scope, { approvals, storage });
    const documents = createDocumentReviewsRepo(db);
    documentReviewHandlers(scope, { repo: documents, reviews: createDocumentReviewsService({ repo: documents, jobs, messages: app.deps.messages, publicUrl }), publicUrl });

    disputesAdminHandlers(
      scope,
      createDisputesAdminService({ repo: createDisputesAdminRepo(db), records: createDisputeRecords(db, publicUrl), jobs, messages: app.deps.messages, publicUrl }),
    );
    siteSettingsHandlers(scope, { settings, storage });
    // Issue 28: the dealers' commission paid by UPI.
    commissionPaymentHandlers(scope, createCommissionPaymentsService({ repo: createCommissionPaymentsRepo(db), jobs, messages: app.deps.messages, publicUrl }));
    contentAdminHandlers(scope, { content: createContentAdminService({ repo: createContentAdminRepo(db, jobs), storage, publicUrl }), storage });
    catalogueAdminHandlers(scope, { catalogue: createCatalogueAdminService({ repo: createCatalogueAdminRepo(db), storage }), storage });

    submissionsAdminHandlers(scope, createSubmissionsAdminService({ repo: createSubmissionsRepo(db), db, publicUrl }));
    adminHomeHandlers(scope, {
      repo: createAdminHomeRepo(db),
      sources: { jobs, mailerKind: mailer.kind, hasDevMailbox: servesDevMailbox(config.env, mailer.kind) },
    });
    mailAdminHandlers(scope, createMailAdminService({ admins, jobs, db, publicUrl }));
    phoneMessagesAdminHandlers(scope, { repo: createPhoneMessagesAdminRepo(db), messages: app.deps.messages });
    adminPasswordHandlers(scope, db);
  });
};
