import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import '../../../styles/forms.css';

type Props = { title: string; lead?: string; children: ReactNode };

/** A page that is one form: the heading, a line of what it is for, the form in a card (one column, 480 px at most). */
export function FormPage({ title, lead, children }: Props) {
  useDocumentTitle(title);
  return (
    <section className="page container form-page">
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      <div className="form-card">{children}</div>
    </section>
  );
}

/** A page inside a signed-in area: its heading and content. */
export function AreaPage({ title, children }: Omit<Props, 'lead'>) {
  useDocumentTitle(title);
  return (
    <section className="page container">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
