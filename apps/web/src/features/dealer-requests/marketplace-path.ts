import { generatePath } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The dealer's public marketplace page, /marketplace/{id}/ as the spec writes it. */
export function marketplacePagePath(dealerId: number): string {
  return `${generatePath(paths.marketplace, { num: String(dealerId) })}/`;
}
