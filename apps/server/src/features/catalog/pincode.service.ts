import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import type { PostOfficeEntry } from '../../platform/places/pincode-directory.ts';

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
