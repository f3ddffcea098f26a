import { site } from '../../../config/site.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { siteSettingsTexts } from '../texts.ts';

const texts = siteSettingsTexts.certificate;

/**
 * About's startup-programme certificate (spec 2.2): the picture the operator uploaded, and the
 * section only when there is one (never a placeholder shown as if it were real).
 */
export function CertificateSection() {
  const { data } = useSiteSettings();
  if (!data?.certificate) return null;
  return (
    <section className="section" aria-labelledby="recognition-title">
      <div className="container recognition">
        <img
          src={data.certificate}
          alt={texts.alt(site.legalName)}
          width="300"
          height="200"
          loading="lazy"
          decoding="async"
          className="recognition__picture"
        />
        <div>
          <h2 id="recognition-title">{texts.title}</h2>
          <p>{texts.text(site.legalName, site.established)}</p>
        </div>
      </div>
    </section>
  );
}
