import { Link } from 'react-router';
import { site } from '../../config/site.ts';
import { ContactChannel, HeadOfficeClause } from '../../features/site-settings/components/policy-contact.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { policyLastUpdated } from './policy-date.ts';
import '../../styles/content.css';

/** /privacypolicy: what we collect, why, for how long, and what people can ask of us. */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <article className="page container narrow policy">
      <h1>Privacy Policy</h1>
      <p className="lead">{policyLastUpdated}</p>

      <h2>Who we are</h2>
      <p>
        {site.name} is run by {site.legalName}, established on {site.established}<HeadOfficeClause />.
        We run a hyperlocal marketplace where households, shops and institutions sell scrap
        and recyclable waste to local dealers (kabadiwalas, collectors and recyclers), who pick it up at the door. This policy
        explains what personal data we collect through this website, why, and what you can ask of us. Questions go to{' '}
        <ContactChannel />.
      </p>

      <h2>Who may use the service</h2>
      <p>The service is for people aged 18 or over. We do not knowingly collect data about anyone younger.</p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address, mobile number and the type of account (for example house,
          shop or kabadiwala). Your password is never stored as you typed it: we keep only a salted hash of it.
        </li>
        <li>
          <strong>Addresses:</strong> the pickup addresses and pincodes you save, and the address given with each pickup
          request.
        </li>
        <li>
          <strong>Dealer documents:</strong> for dealers, the identity and business documents uploaded for verification (such
          as Aadhaar card, photograph, GST certificate, company PAN and certificate of incorporation), the areas served and the
          prices set.
        </li>
        <li>
          <strong>Orders:</strong> the items, quantities, prices, dates and status of pickups and the messages sent to dealers.
        </li>
        <li>
          <strong>Votes:</strong> when you answer our poll, your answer is recorded with the network (IP) address it came from,
          so that each address votes once.
        </li>
        <li>
          <strong>Form submissions:</strong> what you send through the suggestion, contact, intern, mentor and investor forms,
          including your name, e-mail, phone, LinkedIn profile and, for applicants, your CV.
        </li>
        <li>
          <strong>Technical data:</strong> server logs with the network address, time and page of each request, kept to run and
          protect the service.
        </li>
      </ul>

      <h2>What we use it for</h2>
      <ul>
        <li>To arrange pickups: showing dealers that serve your pincode, passing your request to the dealer you choose, and
          keeping the history of your orders.</li>
        <li>To verify dealers before they can buy from customers, using the documents they upload.</li>
        <li>To sign you in, send verification and password-reset e-mails, and answer your messages.</li>
        <li>To contact applicants about their intern, mentor or investor application.</li>
        <li>To prevent abuse: limiting repeated requests, counting one vote per address, and investigating misuse.</li>
      </ul>
      <p>We do not sell your data and we do not use it for advertising.</p>

      <h2>Who we share it with</h2>
      <p>
        We share your name, phone number, pickup address and order details only with the dealer who serves your pickup, and
        only for that pickup. Dealers may not use them for anything else. We may disclose data when the law requires it.
        Our hosting and e-mail providers process data on our behalf and under our instructions.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account, address and order data: while your account is open, and up to 3 years after it is closed where tax and
          accounting law requires order records.</li>
        <li>Dealer documents: while the dealer account is active, and up to 1 year after it is closed.</li>
        <li>Applications and CVs: up to 1 year after the application, unless you ask us to delete them sooner.</li>
        <li>Contact messages and suggestions: up to 1 year.</li>
        <li>Votes: for as long as the poll runs. Server logs: up to 90 days.</li>
      </ul>

      <h2>Your rights</h2>
      <p>
        You may ask for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete it. Send your request to{' '}
        <ContactChannel />, giving the e-mail address on your account; we answer within 30 days.
        You can correct your mobile number yourself on your profile page. We may keep what the law obliges us to keep.
      </p>

      <h2>Cookies and browser storage</h2>
      <p>
        We do not use advertising or tracking cookies. The website keeps what it needs in your browser&apos;s storage: your
        session after you sign in, your cart, the pincode and item you chose, and a sign-up in progress. Signing out removes the
        session; clearing your browser&apos;s site data removes all of it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we publish the new version on this page with a new date. If a change matters to how we use
        your data, we will tell account holders by e-mail before it applies. See also our{' '}
        <Link to={paths.terms}>Terms &amp; Conditions</Link>.
      </p>
    </article>
  );
}

export { PrivacyPolicyPage as Component };
