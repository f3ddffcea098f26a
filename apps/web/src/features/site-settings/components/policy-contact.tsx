import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { siteSettingsTexts } from '../texts.ts';

/**
 * ', with its head office at <address>' for the policies' 'Who we are', when the operator has
 * published a postal address; nothing otherwise.
 */
export function HeadOfficeClause() {
  const { data } = useSiteSettings();
  if (!data || data.postal_address_lines.length === 0) return null;
  return <>{siteSettingsTexts.policy.headOfficeAt(data.postal_address_lines)}</>;
}

/**
 * Where the policies send questions: the operator's e-mail as a mailto link, or, while none is
 * published, the contact form on /contact.
 */
export function ContactChannel() {
  const { data } = useSiteSettings();
  if (data && data.contact_email !== '') return <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>;
  return (
    <>
      {siteSettingsTexts.policy.contactForm}
      <Link to={paths.contact}>{siteSettingsTexts.policy.contactPage}</Link>
    </>
  );
}
