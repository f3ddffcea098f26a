import { ContactForm } from '../../features/content/components/contact-form.tsx';
import { ContactDetails } from '../../features/site-settings/components/contact-details.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pageTitles } from '../page-titles.ts';
import { publicPagesTexts } from './public-pages-texts.ts';
import '../../styles/content.css';
import '../../styles/forms.css';

/** /contact: the head office, e-mail and phones the operator has published (site settings), and the contact form (spec 2.2). */
export function ContactPage() {
  useDocumentTitle(pageTitles.contactUs);
  return (
    <section className="page container">
      <h1>{pageTitles.contactUs}</h1>
      <p className="lead">{publicPagesTexts.contact.lead}</p>
      <div className="contact">
        <ContactDetails />
        <div className="form-card">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}

export { ContactPage as Component };
