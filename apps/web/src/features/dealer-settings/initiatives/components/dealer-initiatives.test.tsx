import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limits } from '@kt/contract/limits';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { paths } from '../../../../lib/paths.ts';
import { answer, refuse, stubEndpoint, type Reply } from '../../../../test/api-stubs.ts';
import { renderPage } from '../../../../test-render.tsx';
import { makeAuthRecord } from '../../../../test-support.ts';
import { initiativeTexts as t } from '../texts.ts';
import { DealerInitiatives } from './dealer-initiatives.tsx';

const m = messages.marketplaceArea;
const drive: DealerInitiative = { id: 5, dealer_id: 7, photo: 'http://localhost/media/initiatives/drive.webp', message: 'Beach clean-up drive every Sunday' };
const school: DealerInitiative = { id: 4, dealer_id: 7, photo: null, message: 'Recycling talk at the ward school' };

const notStubbed = refuse(404, { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' });
const photoUrl = (form: FormData | undefined) => `http://localhost/media/initiatives/${(form?.get('photo') as File).name}`;

/** The initiatives endpoints over dealer 7's list held here: adding, changing and removing work on it, unless told to refuse. */
function stubInitiatives({
  list = [drive, school],
  add,
  update,
  remove,
}: {
  list?: DealerInitiative[];
  add?: Reply<typeof routes.addDealerInitiative>;
  update?: Reply<typeof routes.updateDealerInitiative>;
  remove?: Reply<typeof routes.removeDealerInitiative>;
} = {}) {
  const state = { list: [...list], nextId: 6 };
  const reads = stubEndpoint(routes.dealerInitiatives, ({ query }) => (query.toString() === 'dealer_id=7' ? state.list : notStubbed));
  const adds = stubEndpoint(routes.addDealerInitiative, ({ form }) => {
    if (add) return add;
    const created: DealerInitiative = {
      id: state.nextId++,
      dealer_id: 7,
      photo: form?.has('photo') ? photoUrl(form) : null,
      message: String(form?.get('message')),
    };
    state.list = [created, ...state.list];
    return created;
  });
  const updates = stubEndpoint(routes.updateDealerInitiative, ({ params, form }) => {
    if (update) return update;
    const current = state.list.find((entry) => entry.id === Number(params.id));
    if (!current) return notStubbed;
    const photo = form?.has('photo') ? photoUrl(form) : form?.get('remove_photo') === 'true' ? null : current.photo;
    const changed = { ...current, message: String(form?.get('message')), photo };
    state.list = state.list.map((entry) => (entry.id === current.id ? changed : entry));
    return changed;
  });
  const removes = stubEndpoint(routes.removeDealerInitiative, ({ params }) => {
    if (remove) return remove;
    state.list = state.list.filter((entry) => entry.id !== Number(params.id));
    return { msg: m.initiativeRemoved };
  });
  return { state, reads, adds, updates, removes };
}

/** The calls of a stub to the initiative `id`. */
const callsTo = <C extends { params: { id: string } }>(stub: { calls: C[] }, id: number): C[] =>
  stub.calls.filter((call) => call.params.id === String(id));

function renderInitiatives() {
  browserStorage.setAuth(makeAuthRecord('Recycler'));
  return renderPage(
    <>
      <DealerInitiatives />
      <Toaster />
    </>,
    { path: paths.dealerInitiatives },
  );
}

const picture = (bytes: number, name = 'drive.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const addForm = () => within(screen.getByRole('region', { name: t.formHeading }));
const editForm = () => within(screen.getByRole('region', { name: t.editHeading }));
const typeMessage = (scope: ReturnType<typeof within>, value: string) =>
  fireEvent.change(scope.getByLabelText(t.messageLabel), { target: { value } });
const choosePhoto = (scope: ReturnType<typeof within>, label: string, file: File) =>
  fireEvent.change(scope.getByLabelText(label), { target: { files: [file] } });
const messagesShown = () => screen.getAllByRole('article').map((card) => card.querySelector('.initiative-card__message')?.textContent);

/** The message shown under a field and tied to it for screen readers. */
function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'))?.textContent ?? null;
}

describe('DealerInitiatives: the list', () => {
  it("lists the dealer's own initiatives with photo or placeholder, and links the public page", async () => {
    const { reads } = stubInitiatives();
    renderInitiatives();
    await screen.findByText(drive.message);
    expect(messagesShown()).toEqual([drive.message, school.message]);
    const [first, second] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: t.photoAlt }).getAttribute('src')).toBe(drive.photo);
    expect(within(second).queryByRole('img')).toBeNull();
    expect(within(second).getByText(t.noPhoto)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.seePage }).getAttribute('href')).toBe('/marketplace/7/');
    expect(reads.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('says so when there are none', async () => {
    stubInitiatives({ list: [] });
    renderInitiatives();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows more initiatives from the next page the server names', async () => {
    const nextPath = '/api3/dealer_initiatives/dealer_initiatives/?dealer_id=7&cursor=I5';
    const reads = stubEndpoint(routes.dealerInitiatives, ({ query }) => {
      if (query.toString() === 'dealer_id=7') return answer([drive], { headers: { Link: `<${nextPath}>; rel="next"` } });
      return query.toString() === 'dealer_id=7&cursor=I5' ? [school] : notStubbed;
    });
    renderInitiatives();
    await screen.findByText(drive.message);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    });
    expect(await screen.findByText(school.message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
    expect(reads.calls.map((call) => call.query.toString())).toEqual(['dealer_id=7', 'dealer_id=7&cursor=I5']);
  });
});

describe('DealerInitiatives: adding', () => {
  it('sends the message and the photo as multipart, says so, clears the form and shows the new one first', async () => {
    const { adds } = stubInitiatives();
    renderInitiatives();
    await screen.findByText(drive.message);
    const photo = picture(limits.initiativePhotoMaxBytes, 'trees.webp', 'image/webp');
    typeMessage(addForm(), '  Planted 50 trees in Ward 12  ');
    expect(addForm().getByText(t.characterCount(31))).toBeTruthy();
    choosePhoto(addForm(), t.photoLabel, photo);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
    });
    expect(await screen.findByText(m.initiativeAdded, { selector: '.toast span' })).toBeTruthy();
    expect(adds.calls).toHaveLength(1);
    const [{ form: body, headers }] = adds.calls as [(typeof adds.calls)[number]];
    expect(body).toBeInstanceOf(FormData);
    expect([...(body?.keys() ?? [])]).toEqual(['message', 'photo']);
    expect(body?.get('message')).toBe('Planted 50 trees in Ward 12');
    expect(body?.get('photo')).toBe(photo);
    expect(headers.get('Authorization')).toBe('Bearer a');
    await waitFor(() => expect(messagesShown()[0]).toBe('Planted 50 trees in Ward 12'));
    expect((addForm().getByLabelText(t.messageLabel) as HTMLTextAreaElement).value).toBe('');
    expect((addForm().getByLabelText(t.photoLabel) as HTMLInputElement).files).toHaveLength(0);
  });

  it('sends no photo part when none is chosen', async () => {
    const { adds } = stubInitiatives();
    renderInitiatives();
    typeMessage(addForm(), 'Free pickup for schools');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
    });
    await screen.findByText(m.initiativeAdded, { selector: '.toast span' });
    expect(adds.calls[0]?.form?.has('photo')).toBe(false);
  });

  it.each([
    ['a photo over the size limit', picture(limits.initiativePhotoMaxBytes + 1), m.initiativePhotoTooLarge],
    ['a GIF', picture(1000, 'drive.gif', 'image/gif'), m.initiativePhotoWrongType],
    ['a PDF', picture(1000, 'drive.pdf', 'application/pdf'), m.initiativePhotoWrongType],
  ])('refuses %s in the browser: it is dropped and never sent', async (_name, file, text) => {
    const { adds } = stubInitiatives();
    renderInitiatives();
    typeMessage(addForm(), 'Beach clean-up');
    choosePhoto(addForm(), t.photoLabel, file);
    const input = addForm().getByLabelText(t.photoLabel) as HTMLInputElement;
    expect(errorOf(input)).toBe(text);
    expect(input.files).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
    });
    // Refused, the photo is dropped: what is sent is the message alone.
    expect(adds.calls[0]?.form?.has('photo') ?? false).toBe(false);
  });

  it('requires a message and keeps it within the limit, sending nothing', async () => {
    const { adds } = stubInitiatives();
    renderInitiatives();
    typeMessage(addForm(), '   ');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    const field = addForm().getByLabelText(t.messageLabel);
    expect(errorOf(field)).toBe(m.initiativeMessageRequired);
    typeMessage(addForm(), 'x'.repeat(limits.initiativeMessageMaxLength + 1));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(errorOf(field)).toBe(m.initiativeMessageTooLong);
    expect(adds.calls).toHaveLength(0);
  });

  it("shows the server's field error at its field and other refusals above the button, keeping the message", async () => {
    stubInitiatives({
      add: refuse(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: m.initiativePhotoWrongType, requestId: 'r', fields: { photo: [m.initiativePhotoWrongType] } }),
    });
    renderInitiatives();
    typeMessage(addForm(), 'Beach clean-up');
    choosePhoto(addForm(), t.photoLabel, picture(1000, 'fake.png'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
    });
    await waitFor(() => expect(errorOf(addForm().getByLabelText(t.photoLabel))).toBe(m.initiativePhotoWrongType));
    expect(screen.getAllByText(m.initiativePhotoWrongType)).toHaveLength(1);
    expect((addForm().getByLabelText(t.messageLabel) as HTMLTextAreaElement).value).toBe('Beach clean-up');
    expect(screen.queryByText(m.initiativeAdded)).toBeNull();
  });

  it('shows a refusal without fields (the most initiatives a dealer may show) above the button', async () => {
    stubInitiatives({ add: refuse(409, { code: 'CONFLICT', message: m.initiativesFull, requestId: 'r' }) });
    renderInitiatives();
    typeMessage(addForm(), 'Beach clean-up');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
    });
    expect(await screen.findByText(m.initiativesFull, { selector: '.form__alert' })).toBeTruthy();
  });
});

describe('DealerInitiatives: editing and removing', () => {
  it('edits the message in place with PATCH to the initiative, says so and shows the change', async () => {
    const { updates } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel(drive.message) }));
    const message = editForm().getByLabelText(t.messageLabel) as HTMLTextAreaElement;
    expect(message.value).toBe(drive.message);
    expect(document.activeElement).toBe(message);
    typeMessage(editForm(), 'Beach clean-up drive every other Sunday');
    await act(async () => {
      fireEvent.click(editForm().getByRole('button', { name: t.save }));
    });
    expect(await screen.findByText(m.initiativeUpdated, { selector: '.toast span' })).toBeTruthy();
    const [changed] = callsTo(updates, 5);
    expect([...(changed?.form?.entries() ?? [])]).toEqual([['message', 'Beach clean-up drive every other Sunday']]);
    expect(screen.queryByRole('region', { name: t.editHeading })).toBeNull();
    expect(screen.getByText('Beach clean-up drive every other Sunday')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.editLabel('Beach clean-up drive every other Sunday') }));
  });

  it("replaces the photo, or removes it with remove_photo 'true'", async () => {
    const { updates } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel(drive.message) }));
    const photo = picture(2000, 'new.jpg', 'image/jpeg');
    choosePhoto(editForm(), t.replacePhotoLabel, photo);
    await act(async () => {
      fireEvent.click(editForm().getByRole('button', { name: t.save }));
    });
    await screen.findByText(m.initiativeUpdated, { selector: '.toast span' });
    const replaced = callsTo(updates, 5)[0]?.form;
    expect(replaced?.get('photo')).toBe(photo);
    expect(replaced?.has('remove_photo')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: t.editLabel(drive.message) }));
    fireEvent.click(editForm().getByRole('checkbox', { name: t.removePhoto }));
    await act(async () => {
      fireEvent.click(editForm().getByRole('button', { name: t.save }));
    });
    const removed = callsTo(updates, 5)[1]?.form;
    expect(removed?.get('remove_photo')).toBe('true');
    expect(removed?.has('photo')).toBe(false);
    await waitFor(() => expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByText(t.noPhoto)).toBeTruthy());
  });

  it('refuses a too-large replacement photo in the browser', async () => {
    const { updates } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel(drive.message) }));
    choosePhoto(editForm(), t.replacePhotoLabel, picture(limits.initiativePhotoMaxBytes + 1));
    expect(errorOf(editForm().getByLabelText(t.replacePhotoLabel))).toBe(m.initiativePhotoTooLarge);
    expect(callsTo(updates, 5)).toHaveLength(0);
  });

  it('cancels an edit without sending anything', async () => {
    const { updates } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel(drive.message) }));
    typeMessage(editForm(), 'Something else');
    fireEvent.click(editForm().getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('region', { name: t.editHeading })).toBeNull();
    expect(screen.getByText(drive.message)).toBeTruthy();
    expect(callsTo(updates, 5)).toHaveLength(0);
  });

  it('removes an initiative after confirming, with DELETE to it, and says so', async () => {
    const { removes } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.removeLabel(school.message) }));
    const dialog = screen.getByRole('dialog', { name: t.confirmTitle });
    expect(dialog.textContent).toContain(school.message);
    expect(callsTo(removes, 4)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t.confirmRemove }));
    });
    expect(await screen.findByText(m.initiativeRemoved, { selector: '.toast span' })).toBeTruthy();
    expect(callsTo(removes, 4)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(school.message)).toBeNull());
    expect(screen.getByText(drive.message)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the initiative when the dealer says Keep', async () => {
    const { removes } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.removeLabel(school.message) }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(removes, 4)).toHaveLength(0);
  });

  it("shows the server's answer when the removal is refused", async () => {
    stubInitiatives({ remove: refuse(404, { code: 'NOT_FOUND', message: m.initiativeNotFound, requestId: 'r' }) });
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.removeLabel(school.message) }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirmRemove }));
    });
    expect(await screen.findByText(m.initiativeNotFound, { selector: '.toast span' })).toBeTruthy();
    expect(screen.queryByText(m.initiativeRemoved)).toBeNull();
  });
});
