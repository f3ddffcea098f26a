import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminCategory, AdminSubcategory } from '@kt/contract/admin/catalogue';
import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { refuse, stubEndpoint, type Refused } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminCatalogueTexts as texts } from '../texts.ts';
import { AdminCatalogue } from './admin-catalogue.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';

const media = 'https://kt.example/media';

function makeSubcategory(overrides: Partial<AdminSubcategory> = {}): AdminSubcategory {
  return { id: 11, category_id: 1, name: 'Newspaper', image: `${media}/seed/newspaper.svg`, position: 0, retired: false, ...overrides };
}

function makeCatalogue(): AdminCategory[] {
  return [
    {
      id: 1,
      name: 'Paper',
      image: `${media}/seed/paper.svg`,
      position: 0,
      retired: false,
      subcategories: [makeSubcategory(), makeSubcategory({ id: 12, name: 'Cardboard', position: 1, retired: true })],
    },
    { id: 2, name: 'Glass', image: `${media}/seed/glass.svg`, position: 1, retired: true, subcategories: [] },
  ];
}

/** A server holding a catalogue: a POST or PATCH changes it (unless `refusal` answers instead) and is recorded. */
function stubServer(refusal?: Refused) {
  const catalogue = makeCatalogue();
  stubEndpoint(adminRoutes.adminCategories, () => catalogue);
  const addCategory = stubEndpoint(adminRoutes.adminAddCategory, ({ form }) => {
    if (refusal) return refusal;
    const created: AdminCategory = { id: 3, name: String(form?.get('name')), image: `${media}/catalogue/3.png`, position: 2, retired: false, subcategories: [] };
    catalogue.push(created);
    return created;
  });
  const updateCategory = stubEndpoint(adminRoutes.adminUpdateCategory, ({ params, form }) => {
    if (refusal) return refusal;
    const entry = catalogue.find((candidate) => candidate.id === Number(params.id));
    if (!entry) return refuse(404, { code: 'NOT_FOUND', message: adminMessages.categoryNotFound, requestId: 'r' });
    if (form?.get('name')) entry.name = String(form.get('name'));
    if (form?.get('retired')) entry.retired = form.get('retired') === 'true';
    return entry;
  });
  const addSubcategory = stubEndpoint(adminRoutes.adminAddSubcategory, ({ params, form }) => {
    if (refusal) return refusal;
    const created = makeSubcategory({ id: 13, category_id: Number(params.id), name: String(form?.get('name')), position: 2 });
    catalogue.find((candidate) => candidate.id === Number(params.id))?.subcategories.push(created);
    return created;
  });
  const updateSubcategory = stubEndpoint(adminRoutes.adminUpdateSubcategory, ({ params, form }) => {
    if (refusal) return refusal;
    const entry = catalogue.flatMap((candidate) => candidate.subcategories).find((candidate) => candidate.id === Number(params.id));
    if (!entry) return refuse(404, { code: 'NOT_FOUND', message: adminMessages.subcategoryNotFound, requestId: 'r' });
    if (form?.get('retired')) entry.retired = form.get('retired') === 'true';
    return entry;
  });
  /** Every change sent, whatever its route: a form the page refuses sends none. */
  const changes = () => [addCategory, updateCategory, addSubcategory, updateSubcategory].flatMap((stub) => stub.calls.map((call) => call.url.pathname));
  return { addCategory, updateCategory, addSubcategory, updateSubcategory, changes };
}

function renderCatalogue() {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  return renderPage(
    <>
      <AdminCatalogue />
      <Toaster />
    </>,
    { path: paths.adminCatalogue },
  );
}

const png = (size = 1000, name = 'tyres.png', type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const card = (name: string) => screen.findByRole('article', { name });

describe('AdminCatalogue', () => {
  it('shows every category with its thumbnail and subcategories, retired ones marked', async () => {
    stubServer();
    renderCatalogue();
    const paper = await card('Paper');
    expect(within(paper).getByAltText(texts.catalogue.pictureAlt('Paper')).getAttribute('src')).toBe(`${media}/seed/paper.svg`);
    const subs = within(paper).getByRole('list', { name: texts.catalogue.subcategoriesLabel('Paper') });
    expect(within(subs).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newspaper'),
      expect.stringContaining('Cardboard'),
    ]);
    expect(within(subs).getAllByRole('listitem')[1]?.textContent).toContain(texts.catalogue.retired);
    expect(within(paper).getByRole('button', { name: texts.catalogue.bringBackLabel('Cardboard') })).toBeTruthy();
    const glass = await card('Glass');
    expect(within(glass).getByText(texts.catalogue.retired)).toBeTruthy();
    expect(within(glass).getByText(texts.catalogue.noSubcategories)).toBeTruthy();
  });

  it('adds a category with its picture, requiring the picture and checking its size first', async () => {
    const { addCategory, changes } = stubServer();
    renderCatalogue();
    await card('Paper');
    fireEvent.click(screen.getByRole('button', { name: texts.catalogue.addCategory }));
    const dialog = await screen.findByRole('dialog', { name: texts.form.addCategoryHeading });
    fireEvent.change(within(dialog).getByLabelText(texts.form.nameLabel), { target: { value: '  Rubber ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.form.add }));
    expect(await within(dialog).findByText(adminMessages.catalogueImageRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(texts.form.pictureLabel), { target: { files: [png(catalogueRules.imageMaxBytes + 1)] } });
    expect(await within(dialog).findByText(adminMessages.catalogueImageTooLarge)).toBeTruthy();
    expect(changes()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(texts.form.pictureLabel), { target: { files: [png()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.form.add }));
    expect(await screen.findByText(texts.form.categoryAdded)).toBeTruthy();
    expect(changes()).toEqual(['/v3/admin/categories/']);
    const form = addCategory.calls[0]?.form;
    expect(form?.get('name')).toBe('Rubber');
    expect((form?.get('image') as File).name).toBe('tyres.png');
    expect(form?.get('position')).toBeNull();
    expect(await card('Rubber')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a name already taken at the name field and keeps the dialog open', async () => {
    stubServer(refuse(409, { code: 'CONFLICT', message: adminMessages.categoryNameTaken, requestId: 'r', fields: { name: [adminMessages.categoryNameTaken] } }));
    renderCatalogue();
    fireEvent.click(within(await card('Paper')).getByRole('button', { name: texts.catalogue.editLabel('Paper') }));
    const dialog = await screen.findByRole('dialog', { name: texts.form.editCategoryHeading('Paper') });
    fireEvent.change(within(dialog).getByLabelText(texts.form.nameLabel), { target: { value: 'Glass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.form.save }));
    const name = within(dialog).getByLabelText(texts.form.nameLabel);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(adminMessages.categoryNameTaken)).toBeTruthy();
  });

  it('renames a category and changes its picture; the current picture is shown until then', async () => {
    const { updateCategory, changes } = stubServer();
    renderCatalogue();
    fireEvent.click(within(await card('Paper')).getByRole('button', { name: texts.catalogue.editLabel('Paper') }));
    const dialog = await screen.findByRole('dialog', { name: texts.form.editCategoryHeading('Paper') });
    expect(within(dialog).getByAltText(texts.form.currentPictureAlt('Paper'))).toBeTruthy();
    expect((within(dialog).getByLabelText(texts.form.positionLabel) as HTMLInputElement).value).toBe('0');
    fireEvent.change(within(dialog).getByLabelText(texts.form.nameLabel), { target: { value: 'Paper and card' } });
    fireEvent.change(within(dialog).getByLabelText(texts.form.pictureLabel), { target: { files: [png(500, 'paper.webp', 'image/webp')] } });
    expect((await within(dialog).findByAltText(texts.form.previewAlt)).getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect(within(dialog).queryByAltText(texts.form.currentPictureAlt('Paper'))).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.form.save }));
    expect(await screen.findByText(texts.form.saved)).toBeTruthy();
    expect(changes()).toEqual(['/v3/admin/categories/1/']);
    const form = updateCategory.calls[0]?.form;
    expect(form?.get('name')).toBe('Paper and card');
    expect((form?.get('image') as File).name).toBe('paper.webp');
    expect(await card('Paper and card')).toBeTruthy();
  });

  it('adds a subcategory to the chosen category', async () => {
    const { addSubcategory, changes } = stubServer();
    renderCatalogue();
    fireEvent.click(within(await card('Paper')).getByRole('button', { name: texts.catalogue.addSubcategoryLabel('Paper') }));
    const dialog = await screen.findByRole('dialog', { name: texts.form.addSubcategoryHeading('Paper') });
    fireEvent.change(within(dialog).getByLabelText(texts.form.nameLabel), { target: { value: 'Magazines' } });
    fireEvent.change(within(dialog).getByLabelText(texts.form.positionLabel), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(texts.form.pictureLabel), { target: { files: [png()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.form.add }));
    expect(await screen.findByText(texts.form.subcategoryAdded)).toBeTruthy();
    expect(changes()).toEqual(['/v3/admin/categories/1/subcategories/']);
    expect(addSubcategory.calls[0]?.form?.get('position')).toBe('5');
    expect(await within(await card('Paper')).findByText('Magazines')).toBeTruthy();
  });

  it('retires a subcategory only once confirmed, and brings a retired category back', async () => {
    const { updateCategory, updateSubcategory, changes } = stubServer();
    renderCatalogue();
    const paper = await card('Paper');
    fireEvent.click(within(paper).getByRole('button', { name: texts.catalogue.retireLabel('Newspaper') }));
    let dialog = await screen.findByRole('dialog', { name: texts.retire.title('Newspaper') });
    expect(within(dialog).getByText(texts.retire.subcategoryBody('Newspaper'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.retire.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes()).toEqual([]);

    fireEvent.click(within(paper).getByRole('button', { name: texts.catalogue.retireLabel('Newspaper') }));
    dialog = await screen.findByRole('dialog', { name: texts.retire.title('Newspaper') });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.retire.confirm }));
    expect(await screen.findByText(texts.retire.done('Newspaper'))).toBeTruthy();
    expect(changes()).toEqual(['/v3/admin/subcategories/11/']);
    expect(updateSubcategory.calls[0]?.form?.get('retired')).toBe('true');
    expect(await within(paper).findByRole('button', { name: texts.catalogue.bringBackLabel('Newspaper') })).toBeTruthy();

    fireEvent.click(within(await card('Glass')).getByRole('button', { name: texts.catalogue.bringBackLabel('Glass') }));
    dialog = await screen.findByRole('dialog', { name: texts.bringBack.title('Glass') });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.bringBack.confirm }));
    expect(await screen.findByText(texts.bringBack.done('Glass'))).toBeTruthy();
    expect(updateCategory.calls.map((call) => call.url.pathname)).toEqual(['/v3/admin/categories/2/']);
    expect(changes()).toHaveLength(2);
    expect(updateCategory.calls[0]?.form?.get('retired')).toBe('false');
    await waitFor(async () => expect(within(await card('Glass')).queryByText(texts.catalogue.retired)).toBeNull());
  });

  it('offers to try again when the catalogue cannot be loaded', async () => {
    stubEndpoint(adminRoutes.adminCategories, refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }));
    renderCatalogue();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
