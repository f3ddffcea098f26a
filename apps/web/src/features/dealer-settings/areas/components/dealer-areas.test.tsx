import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import type { AllPincodesResponse, DealerArea } from '@kt/contract/dealer-settings/pincodes';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { answer, refuse, stubEndpoint, type EndpointStub, type Reply, type TableRoute } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage } from '../../../../test-render.tsx';
import { areaTexts } from '../area-texts.ts';
import { DealerAreas } from './dealer-areas.tsx';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

const office = (Name: string, District: string, State: string, Pincode: string) => ({
  Name,
  Block: District,
  District,
  State,
  Country: 'India',
  Pincode,
  Latitude: null,
  Longitude: null,
});
const directory: Record<string, ReturnType<typeof office>[]> = {
  '282001': [office('Agra Cantt', 'Agra', 'Uttar Pradesh', '282001'), office('Raja Mandi', 'Agra', 'Uttar Pradesh', '282001')],
  '110001': [office('Connaught Place', 'New Delhi', 'Delhi', '110001')],
};

const area = (pincode: string, name: string): DealerArea => ({ pincode, state: 'Delhi', city: 'New Delhi', area: name });
const fiveAreas = ['110001', '110002', '110003', '110004', '110005'].map((pincode, i) => area(pincode, `Office ${i + 1}`));

type Server = {
  areas: DealerArea[];
  requests?: AllPincodesResponse['requests'];
  update?: Reply<typeof routes.updatePincodes>;
  add?: Reply<typeof routes.addPincodes>;
  request?: Reply<typeof routes.requestPincode>;
};

/** The dealer's areas on a server that answers each call as the test says; the calls are recorded. */
function stubServer(server: Server) {
  return {
    lists: stubEndpoint(routes.allPincodes, (): AllPincodesResponse => {
      const slots = Object.fromEntries(server.areas.map((entry, i) => [`Pincode ${i + 1}`, entry.pincode]));
      return { dealer_id: 7, ...slots, areas: server.areas, requests: server.requests ?? [] };
    }),
    lookups: stubEndpoint(routes.pincodeLookup, ({ params }): PincodeLookupResponse => {
      const offices = directory[params.pincode];
      return [offices ? { Status: 'Success', Message: '', PostOffice: offices } : { Status: 'Error', Message: 'No records found', PostOffice: null }];
    }),
    updates: stubEndpoint(routes.updatePincodes, () => server.update ?? { msg: messages.dealerSettings.pincodesUpdated }),
    additions: stubEndpoint(routes.addPincodes, () => server.add ?? { msg: messages.dealerSettings.pincodesAdded }),
    requests: stubEndpoint(routes.requestPincode, () => server.request ?? { addrequest: '282001', msg: 'sent' }),
  };
}

function renderAreas() {
  browserStorage.setAuth(makeAuthRecord('Kabadi'));
  return renderPage(
    <>
      <DealerAreas />
      <Toaster />
    </>,
    { path: '/dealer/settings/addarea' },
  );
}

function search(pincode: string) {
  fireEvent.change(screen.getByLabelText(areaTexts.pincode), { target: { value: pincode } });
  fireEvent.click(screen.getByRole('button', { name: areaTexts.search }));
}

/** The dealer picks the area: none is chosen for them. */
async function chooseArea(name: string) {
  fireEvent.change(await screen.findByLabelText(areaTexts.area), { target: { value: name } });
}

const sentFields = <R extends TableRoute>(stub: EndpointStub<R>, index = 0) => Object.fromEntries([...(stub.calls[index]?.form?.entries() ?? [])]);

describe('DealerAreas search', () => {
  it('asks for a pincode when the search is empty, without looking anything up', async () => {
    const { lookups } = stubServer({ areas: [] });
    renderAreas();
    search('');
    expect(await screen.findByText(messages.dealerSettings.addPincodeFirst)).toBeTruthy();
    expect(lookups.calls).toHaveLength(0);
  });

  it('says to check a pincode that has no post office in our directory', async () => {
    const { lookups } = stubServer({ areas: [] });
    renderAreas();
    search('999999');
    expect(await screen.findByText(messages.dealerSettings.checkPincode)).toBeTruthy();
    expect(lookups.calls.map((call) => call.params.pincode)).toContain('999999');
    expect(screen.queryByLabelText(areaTexts.area)).toBeNull();
  });

  it('shows state and city of the pincode and its post offices as the areas to choose from', async () => {
    stubServer({ areas: [] });
    renderAreas();
    search('282001');
    const select = (await screen.findByLabelText(areaTexts.area)) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['', 'Agra Cantt', 'Raja Mandi']);
    expect(select.value).toBe('');
    expect(select.required).toBe(true);
    expect((screen.getByLabelText(areaTexts.state) as HTMLInputElement).value).toBe('Uttar Pradesh');
    expect((screen.getByLabelText(areaTexts.city) as HTMLInputElement).value).toBe('Agra');
  });

  it('chooses no post office for the dealer: Add without a choice asks for the area and sends nothing', async () => {
    const { updates, additions, requests } = stubServer({ areas: [] });
    renderAreas();
    await screen.findByText(areaTexts.empty);
    search('110001');
    const select = (await screen.findByLabelText(areaTexts.area)) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: areaTexts.add }));
    expect(await screen.findByText(dealerAreaMessages.areaRequired)).toBeTruthy();
    expect(updates.calls).toHaveLength(0);
    expect(additions.calls).toHaveLength(0);
    expect(requests.calls).toHaveLength(0);
  });
});

describe('DealerAreas adding', () => {
  it('refuses a pincode that is already in the list and sends nothing', async () => {
    const { updates, requests } = stubServer({ areas: [area('282001', 'Agra Cantt')] });
    renderAreas();
    await screen.findByText('Agra Cantt');
    search('282001');
    await chooseArea('Agra Cantt');
    fireEvent.click(await screen.findByRole('button', { name: areaTexts.add }));
    expect(await screen.findByText(messages.dealerSettings.pincodeDuplicate)).toBeTruthy();
    expect(updates.calls).toHaveLength(0);
    expect(requests.calls).toHaveLength(0);
  });

  it('sends every slot to update_pincodes, then the same body to add_pincodes when the dealer is not registered yet', async () => {
    const server: Server = {
      areas: [area('110001', 'Connaught Place')],
      update: { unsuccessful: messages.dealerSettings.dealerNotRegisteredInPincodes },
    };
    const { lists, updates, additions } = stubServer(server);
    renderAreas();
    await screen.findByText('Connaught Place');
    search('282001');
    fireEvent.change(await screen.findByLabelText(areaTexts.area), { target: { value: 'Raja Mandi' } });
    server.areas = [...server.areas, { pincode: '282001', state: 'Uttar Pradesh', city: 'Agra', area: 'Raja Mandi' }];
    fireEvent.click(screen.getByRole('button', { name: areaTexts.add }));
    // What happened: the areas were added (spec 8's text of add_pincodes).
    expect(await screen.findByText(messages.dealerSettings.pincodesAdded)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.pincodesUpdated)).toBeNull();
    const expected = { dealer_id: '7', pincode1: '110001', area1: 'Connaught Place', pincode2: '282001', area2: 'Raja Mandi' };
    expect(sentFields(updates)).toEqual(expected);
    expect(sentFields(additions)).toEqual(expected);
    expect(updates.calls[0]?.form).toBeInstanceOf(FormData);
    // The list is read again and shows the new area; the search starts over.
    expect(await screen.findByText('Raja Mandi')).toBeTruthy();
    expect(lists.calls.length).toBeGreaterThanOrEqual(2);
    expect((screen.getByLabelText(areaTexts.pincode) as HTMLInputElement).value).toBe('');
  });

  it('says Pincodes updated successfully when update_pincodes takes the new slot', async () => {
    const { updates, additions } = stubServer({ areas: [] });
    renderAreas();
    await screen.findByText(areaTexts.empty);
    search('110001');
    await chooseArea('Connaught Place');
    fireEvent.click(await screen.findByRole('button', { name: areaTexts.add }));
    expect(await screen.findByText(messages.dealerSettings.pincodesUpdated)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.pincodesAdded)).toBeNull();
    expect(sentFields(updates)).toEqual({ dealer_id: '7', pincode1: '110001', area1: 'Connaught Place' });
    expect(additions.calls).toHaveLength(0);
  });

  it("shows the server's message when it refuses the areas", async () => {
    stubServer({
      areas: [],
      update: refuse(400, { code: 'VALIDATION', message: dealerAreaMessages.areaNotInPincode, requestId: 'r' }),
    });
    renderAreas();
    await screen.findByText(areaTexts.empty);
    search('110001');
    await chooseArea('Connaught Place');
    fireEvent.click(await screen.findByRole('button', { name: areaTexts.add }));
    expect(await screen.findByText(dealerAreaMessages.areaNotInPincode)).toBeTruthy();
  });

  it('sends a request for admin approval once the dealer holds 5 pincodes', async () => {
    const { requests, updates } = stubServer({ areas: fiveAreas, request: { addrequest: '282001', msg: 'stored' } });
    renderAreas();
    await screen.findByText('Office 5');
    search('282001');
    await chooseArea('Agra Cantt');
    fireEvent.click(await screen.findByRole('button', { name: areaTexts.request }));
    expect(await screen.findByText(messages.dealerSettings.pincodeRequestSent)).toBeTruthy();
    expect(sentFields(requests)).toEqual({ dealer_id: '7', addrequest: '282001', area: 'Agra Cantt' });
    expect(updates.calls).toHaveLength(0);
  });

  it('shows the Not Acceptable text while an earlier request waits', async () => {
    const { requests } = stubServer({
      areas: fiveAreas,
      // A Reply types only the definition's main answer; this 200 is one of its otherAnswers, checked when answered.
      request: answer({ 'Not Acceptable': messages.dealerSettings.pincodeRequestPending }, { status: 200 }) as unknown as Reply<typeof routes.requestPincode>,
    });
    renderAreas();
    await screen.findByText('Office 5');
    search('282001');
    await chooseArea('Agra Cantt');
    fireEvent.click(await screen.findByRole('button', { name: areaTexts.request }));
    expect(await screen.findByText(messages.dealerSettings.pincodeRequestPending)).toBeTruthy();
    expect(requests.calls).toHaveLength(1);
    expect(screen.queryByText(messages.dealerSettings.pincodeRequestSent)).toBeNull();
  });
});

describe('DealerAreas list', () => {
  it('lists each area with state, city and area, and the requests with their status', async () => {
    stubServer({
      areas: [area('110001', 'Connaught Place')],
      requests: [{ id: 1, pincode: '282001', area: 'Agra Cantt', status: 'Pending', created_at: '2026-11-21T06:30:00.000Z' }],
    });
    renderAreas();
    const card = (await screen.findByText('Connaught Place')).closest('li') as HTMLElement;
    expect(within(card).getByText('Delhi')).toBeTruthy();
    expect(within(card).getByText('New Delhi')).toBeTruthy();
    expect(within(card).getByText('110001')).toBeTruthy();
    const requests = within(screen.getByRole('region', { name: areaTexts.requestsTitle }));
    expect(requests.getByText('282001, Agra Cantt')).toBeTruthy();
    expect(requests.getByText('Pending')).toBeTruthy();
  });

  it('deletes an area after confirming, sending the remaining slots to update_pincodes', async () => {
    const areas = [area('110001', 'Connaught Place'), area('110002', 'Office 2'), area('110003', 'Office 3')];
    const server: Server = { areas };
    const { updates } = stubServer(server);
    renderAreas();
    fireEvent.click(await screen.findByRole('button', { name: areaTexts.deleteName('110002', 'Office 2') }));
    expect(screen.getByText(areaTexts.confirmText('110002', 'Office 2'))).toBeTruthy();
    expect(updates.calls).toHaveLength(0);
    server.areas = [areas[0] as DealerArea, areas[2] as DealerArea];
    fireEvent.click(screen.getByRole('button', { name: areaTexts.confirmDelete }));
    expect(await screen.findByText(messages.dealerSettings.pincodesUpdated)).toBeTruthy();
    expect(sentFields(updates)).toEqual({
      dealer_id: '7',
      pincode1: '110001',
      area1: 'Connaught Place',
      pincode2: '110003',
      area2: 'Office 3',
    });
    await waitFor(() => expect(screen.queryByText('Office 2')).toBeNull());
  });

  it('keeps the area when the dealer does not confirm', async () => {
    const { updates } = stubServer({ areas: [area('110001', 'Connaught Place')] });
    renderAreas();
    fireEvent.click(await screen.findByRole('button', { name: areaTexts.deleteName('110001', 'Connaught Place') }));
    fireEvent.click(screen.getByRole('button', { name: areaTexts.keep }));
    expect(screen.queryByText(areaTexts.confirmTitle)).toBeNull();
    expect(updates.calls).toHaveLength(0);
  });
});
