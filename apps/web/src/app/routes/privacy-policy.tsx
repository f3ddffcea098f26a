import { Link } from 'react-router';
import { site } from '../../config/site.ts';
import { ContactChannel, HeadOfficeClause } from '../../features/site-settings/components/policy-contact.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { policyDateTexts } from './policy-date.ts';
import { privacyPolicyTexts as t } from './privacy-policy-texts.ts';
import '../../styles/content.css';

/** /privacypolicy: what we collect, why, for how long, and what people can ask of us. */
export function PrivacyPolicyPage() {
  useDocumentTitle(t.title);
  return (
    <article className="page container narrow policy">
      <h1>{t.title}</h1>
      <p className="lead">{policyDateTexts.lastUpdated}</p>

      <h2>{t.whoWeAre.heading}</h2>
      <p>
        {t.whoWeAre.operator(site.name, site.legalName, site.established)}
        <HeadOfficeClause />
        {t.whoWeAre.body}
        <ContactChannel />
        {t.whoWeAre.end}
      </p>

      <h2>{t.eligibility.heading}</h2>
      <p>{t.eligibility.text}</p>

      <h2>{t.collect.heading}</h2>
      <ul>
        {Object.entries(t.collect.items).map(([key, item]) => (
          <li key={key}>
            <strong>{item.label}</strong> {item.text}
          </li>
        ))}
      </ul>

      <h2>{t.use.heading}</h2>
      <ul>
        {Object.entries(t.use.items).map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
      <p>{t.use.noSale}</p>

      <h2>{t.share.heading}</h2>
      <p>{t.share.text}</p>

      <h2>{t.keep.heading}</h2>
      <ul>
        {Object.entries(t.keep.items).map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>

      <h2>{t.rights.heading}</h2>
      <p>
        {t.rights.before}
        <ContactChannel />
        {t.rights.after}
      </p>

      <h2>{t.cookies.heading}</h2>
      <p>{t.cookies.text}</p>

      <h2>{t.changes.heading}</h2>
      <p>
        {t.changes.before}
        <Link to={paths.terms}>{t.changes.terms}</Link>
        {t.changes.after}
      </p>
    </article>
  );
}

export { PrivacyPolicyPage as Component };
