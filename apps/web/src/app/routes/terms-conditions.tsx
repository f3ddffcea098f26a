import { Link } from 'react-router';
import { site } from '../../config/site.ts';
import { ContactChannel, HeadOfficeClause } from '../../features/site-settings/components/policy-contact.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { policyLastUpdated } from './policy-date.ts';
import '../../styles/content.css';

/** /termsconditions: the rules of using the marketplace. */
export function TermsConditionsPage() {
  useDocumentTitle('Terms & Conditions');
  return (
    <article className="page container narrow policy">
      <h1>Terms &amp; Conditions</h1>
      <p className="lead">{policyLastUpdated}</p>

      <h2>Who we are</h2>
      <p>
        {site.name} is operated by {site.legalName}, established on {site.established}<HeadOfficeClause />.
        By using this website or creating an account you accept these terms. If you do not
        accept them, please do not use the service.
      </p>

      <h2>Eligibility</h2>
      <p>
        The service is for people aged 18 or over. By creating an account you confirm that you are at least 18 and that the
        details you give are true. An account for a business or institution must be opened by someone allowed to act for it.
      </p>

      <h2>What the service does</h2>
      <p>
        We connect people who sell scrap and recyclable waste with local dealers (kabadiwalas, collectors and recyclers) who buy
        it and collect it from the seller&apos;s door. Prices are set by the dealers in Rs per kg and shown before you book. The
        sale is between you and the dealer: the final amount depends on the weight measured at pickup.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Keep your password secret; you are responsible for what is done with your account.</li>
        <li>Give a correct e-mail address, mobile number and pickup address, and keep them up to date.</li>
        <li>
          Tell us if you think someone else has used your account: <ContactChannel />.
        </li>
      </ul>

      <h2>Sellers</h2>
      <ul>
        <li>Offer only scrap that is yours to sell and that is legal to sell; no hazardous or stolen material.</li>
        <li>Be available at the address and time you booked, or cancel the order in your account.</li>
      </ul>

      <h2>Dealers</h2>
      <ul>
        <li>Upload true documents; we verify them before you can receive pickups and may suspend an account whose documents are
          false or expired.</li>
        <li>Weigh honestly, pay the shown price per kg, and use customers&apos; details only for the pickup they booked.</li>
        <li>Follow the laws on waste handling, recycling and trade that apply to you.</li>
      </ul>

      <h2>Acceptable use</h2>
      <p>
        Do not misuse the service: no false orders, no automated or repeated requests meant to overload it, no attempts to reach
        other people&apos;s data, and no content that is unlawful or abusive. We may limit, suspend or close an account that breaks
        these terms.
      </p>

      <h2>Liability</h2>
      <p>
        We work to keep the service available and the information on it correct, but we do not guarantee that it is always
        available or free of errors. We are not a party to the sale between seller and dealer and are not liable for the
        condition, weight or payment of a particular pickup, except where the law says otherwise.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle personal data is set out in our <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the law of the State of Gujarat, India. The courts at Ahmedabad have jurisdiction over any
        dispute arising from them or from the use of the service.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms. The new version is published on this page with a new date, and account holders are told by
        e-mail of changes that affect them. Using the service after a change means you accept the new terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <ContactChannel />.
      </p>
    </article>
  );
}

export { TermsConditionsPage as Component };
