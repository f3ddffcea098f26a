import { LoadError } from '../../../components/ui/load-error.tsx';
import { site } from '../../../config/site.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { telHref } from '../phone-link.ts';
import { siteSettingsTexts } from '../texts.ts';

const texts = siteSettingsTexts.contact;

/**
 * /contact's head office (spec 2.2): the postal address, the official e-mail and the phone
 * numbers the operator has set, each left out when not set; with none, it says they are not
 * published yet (the contact form beside it always works).
 */
export function ContactDetails() {
  const { data, isPending, isError, refetch } = useSiteSettings();
  const hasAddress = data !== undefined && data.postal_address_lines.length > 0;
  const hasDetails = data !== undefined && (hasAddress || data.contact_email !== '' || data.phones.length > 0);
  return (
    <section className="contact__details" aria-labelledby="head-office-title" aria-busy={isPending ? true : undefined}>
      <h2 id="head-office-title" className="step-title">
        {texts.headOffice}
      </h2>
      {isPending && <p className="visually-hidden">{texts.loading}</p>}
      {isError && <LoadError onRetry={() => void refetch()} />}
      {data !== undefined && !hasDetails && <p>{texts.notPublished}</p>}
      {hasDetails && (
        <address>
          {hasAddress && (
            <p>
              {site.legalName}
              {data.postal_address_lines.map((line, index) => (
                <span key={`${index}-${line}`} className="contact__line">
                  {line}
                </span>
              ))}
            </p>
          )}
          {data.contact_email !== '' && (
            <p>
              <span className="contact__label">{texts.email}</span>
              <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>
            </p>
          )}
          {data.phones.length > 0 && (
            <p>
              <span className="contact__label">{texts.phone}</span>
              {data.phones.map((phone) => (
                <a key={phone} href={telHref(phone)} className="contact__line">
                  {phone}
                </a>
              ))}
            </p>
          )}
        </address>
      )}
    </section>
  );
}
