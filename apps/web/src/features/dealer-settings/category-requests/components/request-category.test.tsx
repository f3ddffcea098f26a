import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryRequestEntry } from '@kt/contract/dealer-settings/category-requests';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { paths } from '../../../../lib/paths.ts';
import { answer, refuse, stubEndpoint, type Reply } from '../../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../../test-support.ts';
import { renderPage } from '../../../../test-render.tsx';
import { categoryRequestTexts } from '../texts.ts';
import { RequestCategory } from './request-category.tsx';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';


function makeRequest(overrides: Partial<CategoryRequestEntry> = {}): CategoryRequestEntry {
  return {
    id: 1,
    category_image: '/media/category-requests/7-tyres.png',
    category_name: 'Tyres',
    description: 'Old car and bike tyres',
    status: 'Pending',
    reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const notFound = refuse(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });

/** A server holding dealer 7's `requests`; a request adds a Pending one unless `addAnswer` says otherwise. */
function stubServer(requests: CategoryRequestEntry[], addAnswer?: Reply<typeof routes.addCategoryRequest>) {
  stubEndpoint(routes.categoryRequests, ({ params }) => (params.id === '7' ? requests : notFound));
  const adds = stubEndpoint(routes.addCategoryRequest, ({ form }) => {
    if (addAnswer) return addAnswer;
    requests.push(
      makeRequest({
        id: requests.length + 1,
        category_name: String(form?.get('category_name')),
        description: String(form?.get('description')),
        created_at: '2026-11-22T10:00:00.000Z',
      }),
    );
    return { msg: messages.dealerSettings.categoryRequested };
  });
  return { adds };
}

function renderRequestCategory() {
  browserStorage.setAuth(makeAuthRecord('Collector'));
  return renderPage(
    <>
      <RequestCategory />
      <Toaster />
    </>,
    { path: paths.dealerRequestCategory },
  );
}

const png = (size: number, name = 'tyres.png', type = 'image/png') => new File([new Uint8Array(size)], name, { type });

function fill({ name, description, image }: { name?: string; description?: string; image?: File }) {
  if (name !== undefined) fireEvent.change(screen.getByLabelText(categoryRequestTexts.nameLabel), { target: { value: name } });
  if (description !== undefined) {
    fireEvent.change(screen.getByLabelText(categoryRequestTexts.descriptionLabel), { target: { value: description } });
  }
  if (image) fireEvent.change(screen.getByLabelText(categoryRequestTexts.imageLabel), { target: { files: [image] } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: categoryRequestTexts.submit }));
const names = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('RequestCategory', () => {
  it('requires the picture: without one it says so and sends nothing', async () => {
    const { adds } = stubServer([]);
    renderRequestCategory();
    fill({ name: 'Tyres', description: 'Old tyres' });
    send();
    expect(await screen.findByText(dealerAreaMessages.categoryImageRequired)).toBeTruthy();
    expect(adds.calls).toEqual([]);
  });

  it('refuses a picture above the size limit in the browser and sends nothing', async () => {
    const { adds } = stubServer([]);
    renderRequestCategory();
    fill({ name: 'Tyres', image: png(limits.categoryImageMaxBytes + 1) });
    expect(await screen.findByText(dealerAreaMessages.categoryImageTooLarge)).toBeTruthy();
    send();
    expect(await screen.findByText(dealerAreaMessages.categoryImageRequired)).toBeTruthy();
    expect(adds.calls).toEqual([]);
  });

  it('refuses a picture that is not JPEG, PNG or WebP', async () => {
    const { adds } = stubServer([]);
    renderRequestCategory();
    fill({ name: 'Tyres', image: png(1000, 'tyres.gif', 'image/gif') });
    expect(await screen.findByText(dealerAreaMessages.categoryImageWrongType)).toBeTruthy();
    send();
    expect(adds.calls).toEqual([]);
  });

  it('requires the category name', async () => {
    const { adds } = stubServer([]);
    renderRequestCategory();
    fill({ name: '   ', image: png(1000) });
    send();
    expect(await screen.findByText(dealerAreaMessages.categoryNameRequired)).toBeTruthy();
    expect(adds.calls).toEqual([]);
  });

  it("sends the request as multipart, says 'Successfully requested', clears the form and shows it in the list as Pending", async () => {
    const { adds } = stubServer([]);
    renderRequestCategory();
    expect(await screen.findByText(categoryRequestTexts.empty)).toBeTruthy();
    const image = png(limits.categoryImageMaxBytes);
    fill({ name: ' Tyres ', description: 'Old car tyres', image });
    send();
    expect(await screen.findByText(messages.dealerSettings.categoryRequested)).toBeTruthy();
    expect(adds.calls).toHaveLength(1);
    const [{ form: body, headers }] = adds.calls as [(typeof adds.calls)[number]];
    expect([...(body?.keys() ?? [])]).toEqual(['dealer_id', 'category_image', 'category_name', 'description']);
    expect(body?.get('dealer_id')).toBe('7');
    expect(body?.get('category_name')).toBe('Tyres');
    expect(body?.get('description')).toBe('Old car tyres');
    expect((body?.get('category_image') as File).name).toBe('tyres.png');
    expect(headers.get('Authorization')).toBe('Bearer a');
    const card = await screen.findByRole('article', { name: 'Tyres' });
    expect(within(card).getByText('Pending')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(categoryRequestTexts.nameLabel) as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's message when it refuses the request", async () => {
    stubServer([], refuse(400, { code: 'VALIDATION', message: dealerAreaMessages.categoryImageWrongType, requestId: 'r' }));
    renderRequestCategory();
    fill({ name: 'Tyres', image: png(1000) });
    send();
    expect(await screen.findByText(dealerAreaMessages.categoryImageWrongType)).toBeTruthy();
    expect(screen.queryByText(messages.dealerSettings.categoryRequested)).toBeNull();
  });

  it('lists the requests newest first with picture, name, description and status, and the reason of a rejection', async () => {
    stubServer([
      makeRequest({ id: 1, category_name: 'Tyres', created_at: '2026-10-01T10:00:00.000Z' }),
      makeRequest({ id: 2, category_name: 'Batteries', status: 'Rejected', reason: 'Needs a hazardous waste licence', created_at: '2026-11-01T10:00:00.000Z' }),
      makeRequest({ id: 3, category_name: 'Textiles', status: 'Approved', description: '', created_at: '2026-10-15T10:00:00.000Z' }),
    ]);
    renderRequestCategory();
    await screen.findByRole('article', { name: 'Tyres' });
    expect(names()).toEqual(['Batteries', 'Textiles', 'Tyres']);
    const batteries = screen.getByRole('article', { name: 'Batteries' });
    expect(within(batteries).getByText('Rejected')).toBeTruthy();
    expect(batteries.textContent).toContain('Reason: Needs a hazardous waste licence');
    expect(within(screen.getByRole('article', { name: 'Textiles' })).getByText('Approved')).toBeTruthy();
    const tyres = screen.getByRole('article', { name: 'Tyres' });
    expect(tyres.querySelector('img')?.getAttribute('src')).toBe('/media/category-requests/7-tyres.png');
    expect(within(tyres).getByText('Old car and bike tyres')).toBeTruthy();
    expect(tyres.textContent).not.toContain('Reason');
  });

  it('shows an empty state, not sample entries, when the dealer has no requests', async () => {
    stubServer([]);
    renderRequestCategory();
    expect(await screen.findByText(categoryRequestTexts.empty)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows more requests from the next page the server names, and no button on the last page', async () => {
    const nextPath = '/dealer_details/get_category_request/7/?cursor=R2';
    const list = stubEndpoint(routes.categoryRequests, ({ params, query }) => {
      if (params.id !== '7') return notFound;
      if (query.get('cursor') === 'R2') return [makeRequest({ id: 1, category_name: 'Tyres', created_at: '2026-11-01T10:00:00.000Z' })];
      return answer(
        [
          makeRequest({ id: 3, category_name: 'Textiles', created_at: '2026-11-03T10:00:00.000Z' }),
          makeRequest({ id: 2, category_name: 'Batteries', created_at: '2026-11-02T10:00:00.000Z' }),
        ],
        { headers: { Link: `<${nextPath}>; rel="next"` } },
      );
    });
    renderRequestCategory();
    await screen.findByRole('article', { name: 'Batteries' });
    expect(names()).toEqual(['Textiles', 'Batteries']);
    fireEvent.click(screen.getByRole('button', { name: categoryRequestTexts.showMore }));
    await screen.findByRole('article', { name: 'Tyres' });
    expect(names()).toEqual(['Textiles', 'Batteries', 'Tyres']);
    expect(screen.queryByRole('button', { name: categoryRequestTexts.showMore })).toBeNull();
    expect(list.calls.map((call) => call.query.toString())).toEqual(['', 'cursor=R2']);
  });
});
