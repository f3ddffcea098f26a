import { ContactForm } from '../../features/content/components/contact-form.tsx';
import { ContactDetails } from '../../features/site-settings/components/contact-details.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../styles/content.css';
import '../../styles/forms.css';

/** /contact: the head office, e-mail and phones the operator has published (site settings), and the contact form (spec 2.2). */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <section className="page container">
      <h1>Contact Us</h1>
      <p className="lead">Questions about selling scrap, becoming a dealer or working with us? We are happy to help.</p>
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
