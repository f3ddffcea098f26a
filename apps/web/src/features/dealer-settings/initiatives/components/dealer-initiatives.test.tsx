import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limits } from '@kt/contract/limits';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { paths } from '../../../../lib/paths.ts';
import { renderPage, stubFetch } from '../../../../test-render.tsx';
import { makeAuthRecord } from '../../../../test-support.ts';
import { initiativeTexts as t } from '../texts.ts';
import { DealerInitiatives } from './dealer-initiatives.tsx';

const m = messages.marketplaceArea;
const listUrl = '/api3/dealer_initiatives/dealer_initiatives/?dealer_id=7';
const addUrl = '/api3/dealer_initiatives/dealer_initiatives/';
const oneUrl = (id: number) => `/api3/dealer_initiatives/dealer_initiatives/${id}/`;

const drive: DealerInitiative = { id: 5, dealer_id: 7, photo: 'http://localhost/media/initiatives/drive.webp', message: 'Beach clean-up drive every Sunday' };
const school: DealerInitiative = { id: 4, dealer_id: 7, photo: null, message: 'Recycling talk at the ward school' };

type Answer = { status?: number; body?: unknown };

/** The initiatives endpoints over a list held here: POST adds, PATCH changes, DELETE removes, unless told to refuse. */
function stubInitiatives({ list = [drive, school], add, update, remove }: { list?: DealerInitiative[]; add?: Answer; update?: Answer; remove?: Answer } = {}) {
  const state = { list: [...list], nextId: 6 };
  const fetchMock = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === listUrl && method === 'GET') return { body: state.list };
    if (url === addUrl && method === 'POST') {
      if (add) return add;
      const body = init.body as FormData;
      const created: DealerInitiative = {
        id: state.nextId++,
        dealer_id: 7,
        photo: body.has('photo') ? `http://localhost/media/initiatives/${(body.get('photo') as File).name}` : null,
        message: String(body.get('message')),
      };
      state.list = [created, ...state.list];
      return { status: 201, body: created };
    }
    const match = /\/(\d+)\/$/.exec(url);
    const id = Number(match?.[1]);
    if (match && url === oneUrl(id) && method === 'PATCH') {
      if (update) return update;
      const body = init.body as FormData;
      const current = state.list.find((entry) => entry.id === id) as DealerInitiative;
      const photo = body.has('photo') ? `http://localhost/media/initiatives/${(body.get('photo') as File).name}` : body.get('remove_photo') === 'true' ? null : current.photo;
      const changed = { ...current, message: String(body.get('message')), photo };
      state.list = state.list.map((entry) => (entry.id === id ? changed : entry));
      return { body: changed };
    }
    if (match && url === oneUrl(id) && method === 'DELETE') {
      if (remove) return remove;
      state.list = state.list.filter((entry) => entry.id !== id);
      return { body: { msg: m.initiativeRemoved } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' } };
  });
  const calls = (url: string, method: string) => fetchMock.mock.calls.filter(([called, i]) => called === url && (i?.method ?? 'GET') === method);
  return { fetchMock, state, calls };
}

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
    const { calls } = stubInitiatives();
    renderInitiatives();
    await screen.findByText(drive.message);
    expect(messagesShown()).toEqual([drive.message, school.message]);
    const [first, second] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: t.photoAlt }).getAttribute('src')).toBe(drive.photo);
    expect(within(second).queryByRole('img')).toBeNull();
    expect(within(second).getByText(t.noPhoto)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.seePage }).getAttribute('href')).toBe('/marketplace/7/');
    const [[, init]] = calls(listUrl, 'GET') as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer a');
  });

  it('says so when there are none', async () => {
    stubInitiatives({ list: [] });
    renderInitiatives();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows more initiatives from the next page the server names', async () => {
    const nextUrl = `${addUrl}?dealer_id=7&cursor=I5`;
    const fetchMock = stubFetch((url) => {
      if (url === listUrl) return { body: [drive], headers: { Link: `<${nextUrl}>; rel="next"` } };
      if (url === nextUrl) return { body: [school] };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' } };
    });
    renderInitiatives();
    await screen.findByText(drive.message);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    });
    expect(await screen.findByText(school.message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([listUrl, nextUrl]);
  });
});

describe('DealerInitiatives: adding', () => {
  it('sends the message and the photo as multipart, says so, clears the form and shows the new one first', async () => {
    const { calls } = stubInitiatives();
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
    const [[, init]] = calls(addUrl, 'POST') as [[string, RequestInit]];
    expect(init.body).toBeInstanceOf(FormData);
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual(['message', 'photo']);
    expect(body.get('message')).toBe('Planted 50 trees in Ward 12');
    expect(body.get('photo')).toBe(photo);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer a');
    await waitFor(() => expect(messagesShown()[0]).toBe('Planted 50 trees in Ward 12'));
    expect((addForm().getByLabelText(t.messageLabel) as HTMLTextAreaElement).value).toBe('');
    expect((addForm().getByLabelText(t.photoLabel) as HTMLInputElement).files).toHaveLength(0);
  });

  it('sends no photo part when none is chosen', async () => {
    const { calls } = stubInitiatives();
    renderInitiatives();
    typeMessage(addForm(), 'Free pickup for schools');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
    });
    await screen.findByText(m.initiativeAdded, { selector: '.toast span' });
    expect((calls(addUrl, 'POST')[0]?.[1]?.body as FormData).has('photo')).toBe(false);
  });

  it.each([
    ['a photo over the size limit', picture(limits.initiativePhotoMaxBytes + 1), m.initiativePhotoTooLarge],
    ['a GIF', picture(1000, 'drive.gif', 'image/gif'), m.initiativePhotoWrongType],
    ['a PDF', picture(1000, 'drive.pdf', 'application/pdf'), m.initiativePhotoWrongType],
  ])('refuses %s in the browser: it is dropped and never sent', async (_name, file, text) => {
    const { calls } = stubInitiatives();
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
    expect((calls(addUrl, 'POST')[0]?.[1]?.body as FormData | undefined)?.has('photo') ?? false).toBe(false);
  });

  it('requires a message and keeps it within the limit, sending nothing', async () => {
    const { calls } = stubInitiatives();
    renderInitiatives();
    typeMessage(addForm(), '   ');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    const field = addForm().getByLabelText(t.messageLabel);
    expect(errorOf(field)).toBe(m.initiativeMessageRequired);
    typeMessage(addForm(), 'x'.repeat(limits.initiativeMessageMaxLength + 1));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(errorOf(field)).toBe(m.initiativeMessageTooLong);
    expect(calls(addUrl, 'POST')).toHaveLength(0);
  });

  it("shows the server's field error at its field and other refusals above the button, keeping the message", async () => {
    stubInitiatives({
      add: { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: m.initiativePhotoWrongType, requestId: 'r', fields: { photo: [m.initiativePhotoWrongType] } } },
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
    stubInitiatives({ add: { status: 409, body: { code: 'CONFLICT', message: m.initiativesFull, requestId: 'r' } } });
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
    const { calls } = stubInitiatives();
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
    const [[, init]] = calls(oneUrl(5), 'PATCH') as [[string, RequestInit]];
    const body = init.body as FormData;
    expect([...body.entries()]).toEqual([['message', 'Beach clean-up drive every other Sunday']]);
    expect(screen.queryByRole('region', { name: t.editHeading })).toBeNull();
    expect(screen.getByText('Beach clean-up drive every other Sunday')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.editLabel('Beach clean-up drive every other Sunday') }));
  });

  it("replaces the photo, or removes it with remove_photo 'true'", async () => {
    const { calls } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel(drive.message) }));
    const photo = picture(2000, 'new.jpg', 'image/jpeg');
    choosePhoto(editForm(), t.replacePhotoLabel, photo);
    await act(async () => {
      fireEvent.click(editForm().getByRole('button', { name: t.save }));
    });
    await screen.findByText(m.initiativeUpdated, { selector: '.toast span' });
    const replaced = calls(oneUrl(5), 'PATCH')[0]?.[1]?.body as FormData;
    expect(replaced.get('photo')).toBe(photo);
    expect(replaced.has('remove_photo')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: t.editLabel(drive.message) }));
    fireEvent.click(editForm().getByRole('checkbox', { name: t.removePhoto }));
    await act(async () => {
      fireEvent.click(editForm().getByRole('button', { name: t.save }));
    });
    const removed = calls(oneUrl(5), 'PATCH')[1]?.[1]?.body as FormData;
    expect(removed.get('remove_photo')).toBe('true');
    expect(removed.has('photo')).toBe(false);
    await waitFor(() => expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByText(t.noPhoto)).toBeTruthy());
  });

  it('refuses a too-large replacement photo in the browser', async () => {
    const { calls } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel(drive.message) }));
    choosePhoto(editForm(), t.replacePhotoLabel, picture(limits.initiativePhotoMaxBytes + 1));
    expect(errorOf(editForm().getByLabelText(t.replacePhotoLabel))).toBe(m.initiativePhotoTooLarge);
    expect(calls(oneUrl(5), 'PATCH')).toHaveLength(0);
  });

  it('cancels an edit without sending anything', async () => {
    const { calls } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel(drive.message) }));
    typeMessage(editForm(), 'Something else');
    fireEvent.click(editForm().getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('region', { name: t.editHeading })).toBeNull();
    expect(screen.getByText(drive.message)).toBeTruthy();
    expect(calls(oneUrl(5), 'PATCH')).toHaveLength(0);
  });

  it('removes an initiative after confirming, with DELETE to it, and says so', async () => {
    const { calls } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.removeLabel(school.message) }));
    const dialog = screen.getByRole('dialog', { name: t.confirmTitle });
    expect(dialog.textContent).toContain(school.message);
    expect(calls(oneUrl(4), 'DELETE')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t.confirmRemove }));
    });
    expect(await screen.findByText(m.initiativeRemoved, { selector: '.toast span' })).toBeTruthy();
    expect(calls(oneUrl(4), 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(school.message)).toBeNull());
    expect(screen.getByText(drive.message)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the initiative when the dealer says Keep', async () => {
    const { calls } = stubInitiatives();
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.removeLabel(school.message) }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(oneUrl(4), 'DELETE')).toHaveLength(0);
  });

  it("shows the server's answer when the removal is refused", async () => {
    stubInitiatives({ remove: { status: 404, body: { code: 'NOT_FOUND', message: m.initiativeNotFound, requestId: 'r' } } });
    renderInitiatives();
    fireEvent.click(await screen.findByRole('button', { name: t.removeLabel(school.message) }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirmRemove }));
    });
    expect(await screen.findByText(m.initiativeNotFound, { selector: '.toast span' })).toBeTruthy();
    expect(screen.queryByText(m.initiativeRemoved)).toBeNull();
  });
});
