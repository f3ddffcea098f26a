/** What the add and edit forms send: the name, the position ('' sends none) and the chosen picture. */
export type CatalogueEntryDraft = { name: string; position: string; picture: File | null };

/** The multipart body of a catalogue entry; `retired` ('true' or 'false') retires it or brings it back. */
export function catalogueEntryBody(draft: Partial<CatalogueEntryDraft> & { retired?: boolean }): FormData {
  const body = new FormData();
  if (draft.name !== undefined) body.set('name', draft.name);
  if (draft.position) body.set('position', draft.position);
  if (draft.retired !== undefined) body.set('retired', String(draft.retired));
  if (draft.picture) body.set('image', draft.picture);
  return body;
}
