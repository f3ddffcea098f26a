import { useId, useState } from 'react';
import type { z } from 'zod';
import type { PostOffice } from '@kt/contract/catalog/pincode-lookup';
import { ZAreaChoice, ZAreaSearch, type DealerArea } from '@kt/contract/dealer-settings/pincodes';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { TextField as ReadOnlyField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { lookupPostOffices } from '../api/lookup-post-offices.ts';
import { useRequestPincode } from '../api/request-pincode.ts';
import { useSaveAreas, type AreaSlot } from '../api/save-areas.ts';
import { areaTexts, refusalText } from '../area-texts.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

type Found = { pincode: string; offices: PostOffice[] };
type Props = { dealerId: number; areas: readonly DealerArea[] | undefined };

/**
 * Search a pincode in our directory, pick one of its post offices as the area, then add it: up
 * to limits.dealerDirectPincodes directly (spec 6: update, or add when not registered yet), the
 * next ones as a request for the admin.
 */
export function AreaSearch({ dealerId, areas }: Props) {
  const headingId = useId();
  const [found, setFound] = useState<Found | null>(null);
  const search = useKitForm(ZAreaSearch, { defaultValues: { pincode: '' } });

  async function lookUp({ pincode }: z.output<typeof ZAreaSearch>) {
    setFound(null);
    try {
      const offices = await lookupPostOffices(pincode);
      if (offices.length === 0) search.setError('pincode', { type: 'server', message: messages.dealerSettings.checkPincode });
      else setFound({ pincode, offices });
    } catch (error) {
      // A pincode the directory refuses outright is a wrong pincode too.
      const message = error instanceof ApiError && error.status === 400 ? messages.dealerSettings.checkPincode : messages.general.loadFailed;
      search.setError('pincode', { type: 'server', message });
    }
  }

  return (
    <section className="form-card areas__search" aria-labelledby={headingId}>
      <h2 id={headingId} className="areas__title">
        {areaTexts.searchTitle}
      </h2>
      <KitForm form={search} onValid={lookUp} className="areas__search-form">
        <TextField
          name="pincode"
          label={areaTexts.pincode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={limits.pincodeDigits}
          onChange={(event) => {
            // The area form belongs to the pincode that was searched, never to one being typed.
            if (found && event.target.value.trim() !== found.pincode) setFound(null);
          }}
        />
        <SubmitButton className="btn btn--primary areas__search-button" busyLabel={areaTexts.searching}>
          {areaTexts.search}
        </SubmitButton>
      </KitForm>
      {found && (
        <AreaChoice
          key={found.pincode}
          dealerId={dealerId}
          areas={areas}
          found={found}
          onDone={() => {
            setFound(null);
            search.reset();
          }}
        />
      )}
    </section>
  );
}

/** The searched pincode's state and city, and the area to add (or to request). */
function AreaChoice({ dealerId, areas, found, onDone }: Props & { found: Found; onDone: () => void }) {
  const save = useSaveAreas(dealerId);
  const request = useRequestPincode(dealerId);
  const office = found.offices[0];
  // No post office is chosen for the dealer: they pick theirs (the placeholder is the empty choice).
  const form = useKitForm(ZAreaChoice, { defaultValues: { area: '' }, errorsAt: 'alert' });
  const isRequest = (areas?.length ?? 0) >= limits.dealerDirectPincodes;

  function done(text: string) {
    toast.success(text);
    onDone();
  }

  async function add({ area }: z.output<typeof ZAreaChoice>) {
    if (!areas) return;
    if (!office?.State || !office.District) return form.setFormMessage(dealerAreaMessages.areaRequired);
    if (areas.some((entry) => entry.pincode === found.pincode)) return form.setFormMessage(messages.dealerSettings.pincodeDuplicate);
    if (areas.length >= limits.dealerPincodeSlots) return form.setFormMessage(dealerAreaMessages.pincodeSlotsFull);
    const slot: AreaSlot = { pincode: found.pincode, area };
    try {
      if (isRequest) {
        const outcome = await request.mutateAsync(slot);
        if (outcome.isSent) done(messages.dealerSettings.pincodeRequestSent);
        else toast.error(localizeEnglish(outcome.text));
        return;
      }
      const all = [...areas.map((entry) => ({ pincode: entry.pincode, area: entry.area })), slot];
      const path = await save.mutateAsync(all);
      // The spec's text of the call that registered the areas (spec 4: update, or add when not registered yet).
      done(path === 'updated' ? messages.dealerSettings.pincodesUpdated : messages.dealerSettings.pincodesAdded);
    } catch (error) {
      toast.error(refusalText(error));
    }
  }

  if (!office) return null;
  return (
    <KitForm form={form} onValid={add} className="form areas__add">
      <div className="areas__place">
        <ReadOnlyField label={areaTexts.state} name="state" readOnly value={office.State} />
        <ReadOnlyField label={areaTexts.city} name="city" readOnly value={office.District} />
      </div>
      <SelectField
        name="area"
        label={areaTexts.area}
        placeholder={areaTexts.chooseAreaPlaceholder}
        options={[...new Set(found.offices.map((entry) => entry.Name))]}
        required
      />
      {isRequest && <p className="muted">{areaTexts.requestNote}</p>}
      <FormMessage />
      <div className="form__actions">
        <SubmitButton busyLabel={areaTexts.adding}>{isRequest ? areaTexts.request : areaTexts.add}</SubmitButton>
      </div>
    </KitForm>
  );
}
