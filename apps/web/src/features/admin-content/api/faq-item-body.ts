/** What the FAQ forms send: the question, the answer as HTML, and the position ('' sends none). */
export type FaqDraft = { qns: string; ans: string; position: string };

export function faqItemBody(draft: FaqDraft): { qns: string; ans: string; position?: string } {
  return { qns: draft.qns, ans: draft.ans, ...(draft.position === '' ? {} : { position: draft.position }) };
}
