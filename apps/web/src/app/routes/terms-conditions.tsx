import { Link } from 'react-router';
import { site } from '../../config/site.ts';
import { ContactChannel, HeadOfficeClause } from '../../features/site-settings/components/policy-contact.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { policyDateTexts } from './policy-date.ts';
import { termsConditionsTexts as t } from './terms-conditions-texts.ts';
import '../../styles/content.css';

/** A list of the terms: each entry of `items` in the order written. */
function TermsList({ items }: { items: Readonly<Record<string, string>> }) {
  return Object.entries(items).map(([key, text]) => <li key={key}>{text}</li>);
}

/** /termsconditions: the rules of using the marketplace. */
export function TermsConditionsPage() {
  useDocumentTitle(t.title);
  return (
    <article className="page container narrow policy">
      <h1>{t.title}</h1>
      <p className="lead">{policyDateTexts.lastUpdated}</p>

      <h2>{t.whoWeAre.heading}</h2>
      <p>
        {t.whoWeAre.operator(site.name, site.legalName, site.established)}
        <HeadOfficeClause />
        {t.whoWeAre.acceptance}
      </p>

      <h2>{t.eligibility.heading}</h2>
      <p>{t.eligibility.text}</p>

      <h2>{t.service.heading}</h2>
      <p>{t.service.text}</p>

      <h2>{t.account.heading}</h2>
      <ul>
        <TermsList items={t.account.items} />
        <li>
          {t.account.misuseBefore}
          <ContactChannel />
          {t.account.misuseAfter}
        </li>
      </ul>

      <h2>{t.sellers.heading}</h2>
      <ul>
        <TermsList items={t.sellers.items} />
      </ul>

      <h2>{t.dealers.heading}</h2>
      <ul>
        <TermsList items={t.dealers.items} />
      </ul>

      <h2>{t.acceptableUse.heading}</h2>
      <p>{t.acceptableUse.text}</p>

      <h2>{t.liability.heading}</h2>
      <p>{t.liability.text}</p>

      <h2>{t.privacy.heading}</h2>
      <p>
        {t.privacy.before}
        <Link to={paths.privacy}>{t.privacy.policy}</Link>
        {t.privacy.after}
      </p>

      <h2>{t.law.heading}</h2>
      <p>{t.law.text}</p>

      <h2>{t.changes.heading}</h2>
      <p>{t.changes.text}</p>

      <h2>{t.contact.heading}</h2>
      <p>
        {t.contact.before}
        <ContactChannel />
        {t.contact.after}
      </p>
    </article>
  );
}

export { TermsConditionsPage as Component };
