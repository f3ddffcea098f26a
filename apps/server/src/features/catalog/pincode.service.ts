import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { LRUCache } from 'lru-cache';
import { cachedAnswerOf, type CachedAnswer } from '../../platform/cache/list-cache.ts';
import type { PincodeDirectory, PostOfficeEntry } from '../../platform/places/pincode-directory.ts';

/** The answer in the shape of the public India Post lookup the spec's screens read. */
export function toPincodeLookupResponse(offices: PostOfficeEntry[]): PincodeLookupResponse {
  if (offices.length === 0) {
    return [{ Status: 'Error', Message: 'No records found', PostOffice: null }];
  }
  return [
    {
      Status: 'Success',
      Message: `Number of pincode(s) found:${offices.length}`,
      PostOffice: offices.map((office) => ({
        Name: office.name,
        Block: office.block,
        District: office.district,
        State: office.state,
        Country: 'India',
        Pincode: office.pincode,
        Latitude: office.latitude,
        Longitude: office.longitude,
      })),
    },
  ];
}

/** Answers kept in memory (about 2 KB each); beyond this the least recently asked go. */
const maxAnswers = 5000;

/** The lookup's answers, worked out once per pincode (the directory is fixed per release). */
export function createPincodeService(directory: PincodeDirectory) {
  const answers = new LRUCache<string, CachedAnswer>({ max: maxAnswers });
  return {
    async answerFor(pincode: string, serialize: (answer: PincodeLookupResponse) => string): Promise<CachedAnswer> {
      let answer = answers.get(pincode);
      if (!answer) {
        answer = cachedAnswerOf(serialize(toPincodeLookupResponse(await directory.lookup(pincode))));
        answers.set(pincode, answer);
      }
      return answer;
    },
  };
}
export type PincodeService = ReturnType<typeof createPincodeService>;
