import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import { accountsEndpoints } from '@kt/contract/accounts/accounts.endpoints';
import { ktIdPattern, marketplacePagePath, qrCodePath, type QrCodeKind } from '@kt/contract/accounts/qr-code';
import { AppError } from '@kt/contract/errors';
import { maxId } from '@kt/contract/ids';
import { handle } from '../../platform/http/endpoint-routes.ts';

/** What a profile's code says: a dealer's marketplace page, or a customer's KT id. */
export function qrCodeText(publicUrl: string, kind: QrCodeKind, name: string): string {
  return kind === 'dealer' ? `${publicUrl}${marketplacePagePath(Number(name))}` : name;
}

/** The profile's qrCode: the absolute URL of the account's PNG. */
export function qrCodeUrl(publicUrl: string, account: { id: number; ktId: string; accountCategory: string }): string {
  return account.accountCategory === 'dealer'
    ? `${publicUrl}${qrCodePath('dealer', account.id)}`
    : `${publicUrl}${qrCodePath('customer', account.ktId)}`;
}

/** Rendered codes, bounded: the same few hundred accounts ask again and again. */
const cacheLimit = 500;

/**
 * GET /v3/api/qr/{customer|dealer}/{KT id or dealer id}.png: the code as a PNG. Public and a
 * pure function of its URL (the text is the URL's own content), so it reveals nothing and
 * caches well; marked cross-origin so other listed origins can show it.
 */
export function qrCodeHandlers(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const rendered = new LRUCache<string, Buffer>({ max: cacheLimit });

  async function render(text: string): Promise<Buffer> {
    const cached = rendered.get(text);
    if (cached) return cached;
    const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });
    rendered.set(text, png);
    return png;
  }

  handle(app, accountsEndpoints.qrCode, async (request, reply) => {
    const { kind, file } = request.params;
    const name = file.slice(0, -'.png'.length);
    const valid = kind === 'dealer' ? /^\d{1,10}$/.test(name) && Number(name) >= 1 && Number(name) <= maxId : ktIdPattern.test(name);
    if (!valid) throw new AppError('NOT_FOUND', 'No such QR code.');
    const png = await render(qrCodeText(publicUrl, kind, name));
    reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.query.download) {
      const label = kind === 'dealer' ? `marketplace-${name}` : name;
      reply.header('Content-Disposition', `attachment; filename="${label}-qr.png"`);
    }
    return reply.send(png);
  });
}
