import { site, telHref } from '../../config/site.ts';
import { ContactForm } from '../../features/content/components/contact-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../styles/content.css';
import '../../styles/forms.css';

/** /contact: the head office, e-mail and phones, and the contact form (spec 2.2). */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <section className="page container">
      <h1>Contact Us</h1>
      <p className="lead">Questions about selling scrap, becoming a dealer or working with us? We are happy to help.</p>
      <div className="contact">
        <section className="contact__details" aria-labelledby="head-office-title">
          <h2 id="head-office-title" className="step-title">
            Head Office
          </h2>
          <address>
            <p>
              {site.legalName}
              {site.address.lines.map((line) => (
                <span key={line} className="contact__line">
                  {line}
                </span>
              ))}
            </p>
            <p>
              <span className="contact__label">E-mail</span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              <span className="contact__label">Phone</span>
              {site.phones.map((phone) => (
                <a key={phone} href={telHref(phone)} className="contact__line">
                  {phone}
                </a>
              ))}
            </p>
          </address>
        </section>
        <div className="form-card">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}

export { ContactPage as Component };
