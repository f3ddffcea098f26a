import { Link } from 'react-router';
import { site } from '../../../config/site.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { telHref } from '../phone-link.ts';
import { siteSettingsTexts } from '../texts.ts';

const texts = siteSettingsTexts.footer;

const socialIcons: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.6.3-.8 1-.8z',
  Instagram:
    'M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8zM17 3H7a4 4 0 0 0-4 4v10a4 4 0 0 0 4 4h10a4 4 0 0 0 4-4V7a4 4 0 0 0-4-4zm2.4 14A2.4 2.4 0 0 1 17 19.4H7A2.4 2.4 0 0 1 4.6 17V7A2.4 2.4 0 0 1 7 4.6h10A2.4 2.4 0 0 1 19.4 7zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z',
  LinkedIn: 'M4 9h3.6v11H4zM5.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.4v1.6c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.4 4.4 5.6V20h-3.6v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V20H10z',
};

/**
 * The footer's contact column (spec 2.1): the postal address, the e-mail, the phone numbers and
 * the social profiles the operator has set, each left out when not set. With none (or while
 * they cannot be loaded) it points to the contact form, which always works.
 */
export function FooterContact() {
  const { data, isError } = useSiteSettings();
  const hasDetails = data !== undefined && (data.postal_address_lines.length > 0 || data.contact_email !== '' || data.phones.length > 0);
  return (
    <section aria-labelledby="footer-contact" aria-busy={data === undefined && !isError ? true : undefined}>
      <h2 id="footer-contact" className="footer__title">
        {texts.title}
      </h2>
      {hasDetails ? (
        <address>
          {data.postal_address_lines.map((line, index) => (
            <span key={`${index}-${line}`} className="footer__line">
              {line}
            </span>
          ))}
          {data.contact_email !== '' && (
            <a href={`mailto:${data.contact_email}`} className="footer__line">
              {data.contact_email}
            </a>
          )}
          {data.phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className="footer__line">
              {phone}
            </a>
          ))}
        </address>
      ) : (
        (data !== undefined || isError) && (
          <Link to={paths.contact} className="footer__line">
            {texts.writeToUs}
          </Link>
        )
      )}
      {data !== undefined && data.social.length > 0 && (
        <ul className="footer__social">
          {data.social.map((profile) => (
            <li key={profile.network}>
              <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={texts.social(site.name, profile.network)}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path d={socialIcons[profile.network]} fill="currentColor" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** For React.lazy in the footer. */
export default FooterContact;
