/** What the add and edit forms of a pictured person send: the text fields and the chosen picture. */
export type PictureItemDraft = {
  name: string;
  /** The title of a team member, the feedback of a testimonial. */
  text: string;
  /** '' sends none: a new item goes last, an edited one keeps its place. */
  position: string;
  picture: File | null;
};

/** The multipart body of a pictured person: `textField` names the text (title or feedback); the picture goes as dp. */
export function pictureItemBody(draft: PictureItemDraft, textField: 'title' | 'feedback', extra: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  body.set('name', draft.name);
  body.set(textField, draft.text);
  if (draft.position !== '') body.set('position', draft.position);
  if (draft.picture) body.set('dp', draft.picture);
  return body;
}
