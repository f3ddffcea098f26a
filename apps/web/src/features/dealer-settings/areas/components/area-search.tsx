import { useId, useState, type FormEvent } from 'react';
import type { PostOffice } from '@kt/contract/catalog/pincode-lookup';
import type { DealerArea } from '@kt/contract/dealer-settings/pincodes';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { pincodePattern } from '@kt/contract/patterns';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { lookupPostOffices } from '../api/lookup-post-offices.ts';
import { useRequestPincode } from '../api/request-pincode.ts';
import { useSaveAreas, type AreaSlot } from '../api/save-areas.ts';
import { areaTexts, refusalText } from '../area-texts.ts';

type Found = { pincode: string; offices: PostOffice[] };
type Props = { dealerId: number; areas: readonly DealerArea[] | undefined };

/**
 * Search a pincode in our directory, pick one of its post offices as the area, then add it: up
 * to limits.dealerDirectPincodes directly (spec 6: update, or add when not registered yet), the
 * next ones as a request for the admin.
 */
export function AreaSearch({ dealerId, areas }: Props) {
  const headingId = useId();
  const [pincode, setPincode] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [area, setArea] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const save = useSaveAreas(dealerId);
  const request = useRequestPincode(dealerId);
  const isAdding = save.isPending || request.isPending;
  const isRequest = (areas?.length ?? 0) >= limits.dealerDirectPincodes;

  function changePincode(value: string) {
    setPincode(value);
    setSearchError(null);
    // The area form belongs to the pincode that was searched, never to one being typed.
    if (found && value.trim() !== found.pincode) setFound(null);
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSearching) return;
    const wanted = pincode.trim();
    setFound(null);
    setAddError(null);
    if (!wanted) return setSearchError(messages.dealerSettings.addPincodeFirst);
    if (!pincodePattern.test(wanted)) return setSearchError(messages.dealerSettings.checkPincode);
    setIsSearching(true);
    try {
      const offices = await lookupPostOffices(wanted);
      const first = offices[0];
      if (!first) return setSearchError(messages.dealerSettings.checkPincode);
      setSearchError(null);
      setFound({ pincode: wanted, offices });
      setArea(first.Name);
    } catch (error) {
      // A pincode the directory refuses outright is a wrong pincode too.
      setSearchError(error instanceof ApiError && error.status === 400 ? messages.dealerSettings.checkPincode : messages.general.loadFailed);
    } finally {
      setIsSearching(false);
    }
  }

  function done(text: string) {
    toast.success(text);
    setFound(null);
    setPincode('');
    setArea('');
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isAdding || !found || !areas) return;
    const office = found.offices[0];
    if (!area || !office?.State || !office.District) return setAddError(areaTexts.chooseArea);
    if (areas.some((entry) => entry.pincode === found.pincode)) return setAddError(messages.dealerSettings.pincodeDuplicate);
    if (areas.length >= limits.dealerPincodeSlots) return setAddError(messages.dealerArea.pincodeSlotsFull);
    setAddError(null);
    const slot: AreaSlot = { pincode: found.pincode, area };
    if (isRequest) {
      request.mutate(slot, {
        onSuccess: (outcome) => {
          if (outcome.isSent) done(messages.dealerSettings.pincodeRequestSent);
          else toast.error(outcome.text);
        },
        onError: (error) => toast.error(refusalText(error)),
      });
      return;
    }
    const all = [...areas.map((entry) => ({ pincode: entry.pincode, area: entry.area })), slot];
    save.mutate(all, {
      onSuccess: (path) => done(path === 'updated' ? messages.dealerSettings.areaAdded : messages.dealerSettings.successfullyAddedArea),
      onError: (error) => toast.error(refusalText(error)),
    });
  }

  const office = found?.offices[0];
  return (
    <section className="form-card areas__search" aria-labelledby={headingId}>
      <h2 id={headingId} className="areas__title">
        {areaTexts.searchTitle}
      </h2>
      <form className="areas__search-form" noValidate onSubmit={(event) => void search(event)} aria-busy={isSearching}>
        <TextField
          label={areaTexts.pincode}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={limits.pincodeDigits}
          value={pincode}
          error={searchError}
          onChange={(event) => changePincode(event.target.value)}
        />
        <button type="submit" className="btn btn--primary areas__search-button" disabled={isSearching}>
          {isSearching ? areaTexts.searching : areaTexts.search}
        </button>
      </form>
      {found && office && (
        <form className="form areas__add" noValidate onSubmit={add} aria-busy={isAdding}>
          <div className="areas__place">
            <TextField label={areaTexts.state} name="state" readOnly value={office.State} />
            <TextField label={areaTexts.city} name="city" readOnly value={office.District} />
          </div>
          <SelectField
            label={areaTexts.area}
            name="area"
            placeholder={areaTexts.chooseAreaPlaceholder}
            options={[...new Set(found.offices.map((entry) => entry.Name))]}
            value={area}
            onChange={(event) => {
              setArea(event.target.value);
              setAddError(null);
            }}
          />
          {isRequest && <p className="muted">{areaTexts.requestNote}</p>}
          <FormAlert message={addError} />
          <div className="form__actions">
            <button type="submit" className="btn btn--primary" disabled={isAdding || !areas}>
              {isAdding ? areaTexts.adding : isRequest ? areaTexts.request : areaTexts.add}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
