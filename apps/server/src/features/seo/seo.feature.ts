import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt } from './robots.ts';
import { createSitemapRepo } from './sitemap.repo.ts';
import { sitemapDealerLimit, sitemapXml } from './sitemap.ts';

/** Crawlers and proxies may keep a copy for five minutes; the server itself keeps none. */
const cacheControl = 'public, max-age=300';

/**
 * /sitemap.xml and /robots.txt for search engines: files of the site, not API endpoints, so plain
 * routes kept out of the OpenAPI document (hide). Fastify answers HEAD with the same headers.
 *
 * The sitemap is read from the database each time: which dealers are listed turns on their
 * account and on their documents' review, and no announcement (migrations 0008, 0009) covers
 * "any dealer's standing or review changed", so a cached copy could keep a dealer switched off.
 */
export const seoFeature: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const repo = createSitemapRepo(db);
  const robots = robotsTxt(config.publicUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // One more than fits, to know whether any were left out.
    const dealerIds = await repo.listedDealerIds(sitemapDealerLimit + 1);
    if (dealerIds.length > sitemapDealerLimit) {
      request.log.warn({ listed: sitemapDealerLimit }, 'sitemap.xml is at the 50,000 URL limit: dealers past it are left out');
    }
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', cacheControl).send(sitemapXml(config.publicUrl, dealerIds));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheControl).send(robots);
  });
};
