// Zod-free: the server renders the codes; the web only shows the profile's qrCode URL.

/**
 * The profile's qrCode is the absolute URL of a PNG the server renders:
 * - a dealer's encodes the dealer's public marketplace page, PUBLIC_URL/marketplace/{id}/;
 * - a customer's encodes the customer's KT id (KTC000007), which a dealer can read at a pickup.
 * Adding ?download=1 answers the same picture as an attachment.
 */
export const qrCodeKinds = ['customer', 'dealer'] as const;
export type QrCodeKind = (typeof qrCodeKinds)[number];

/** A KT id as the customer code carries it. */
export const ktIdPattern = /^KT[A-Z]\d{6,10}$/;

/** The public marketplace page of a dealer (spec 2.8), relative to PUBLIC_URL. */
export function marketplacePagePath(dealerId: number): string {
  return `/marketplace/${dealerId}/`;
}

/** The path of a QR code picture: a dealer by id, a customer by KT id. */
export function qrCodePath(kind: QrCodeKind, name: number | string): string {
  return `/v3/api/qr/${kind}/${encodeURIComponent(String(name))}.png`;
}
