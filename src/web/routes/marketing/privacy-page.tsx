import { Link } from 'react-router';
import { useBrand } from '../../app/brand-provider';
import { BrandContactLine } from '../../components/site/brand-contact-line';
import { LegalDocument, type LegalSectionContent } from './legal/legal-document';
import { LEGAL_SERVICES_SENTENCE } from './legal/legal-texts';

export function PrivacyPage() {
  const brand = useBrand();
  // " at help@…" where the brand has a support address; without one the sentence reads on without it.
  const atSupport = (
    <BrandContactLine field="supportEmail">
      {(email) => (
        <>
          {' '}
          at <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
    </BrandContactLine>
  );

  const sections: LegalSectionContent[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {brand.name} ("we", "us") provides {LEGAL_SERVICES_SENTENCE} to businesses. This policy explains
          what personal data we collect when you visit our website, try our demos or use our service, why we
          collect it, and the choices you have.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to run the service:</p>
          <ul>
            <li>
              <strong>Account details</strong>: your name, e-mail address, company and password (stored
              hashed, never in plain text).
            </li>
            <li>
              <strong>Business content</strong>: your website address, business facts, and the documents you
              upload to train your agent (PDF, DOC, TXT).
            </li>
            <li>
              <strong>Conversations</strong>: the messages your customers exchange with your agents, and the
              quotes, names and e-mail addresses they choose to share in those chats.
            </li>
            <li>
              <strong>Preview requests</strong>: the website, e-mail address and preferences you enter when
              you generate an agent preview.
            </li>
            <li>
              <strong>Payment details</strong>: handled by our payment provider. We receive the payment
              status, never your full card number.
            </li>
            <li>
              <strong>Usage data</strong>: pages visited, demo interactions and technical data such as browser
              type, used to keep the service secure and improve it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      body: (
        <ul>
          <li>To provide the service: {LEGAL_SERVICES_SENTENCE}.</li>
          <li>
            To answer your customers, send quotes and payment links, and hand conversations to your team.
          </li>
          <li>To process payments, send receipts and contact you about your account.</li>
          <li>To measure and report how your agents perform.</li>
          <li>To prevent abuse, keep the service secure and meet our legal obligations.</li>
        </ul>
      ),
    },
    {
      id: 'ai-training',
      title: 'AI training',
      body: (
        <p>
          Custom AI training uses your business content so your agent answers like your business. When we use
          conversations to improve our models, <strong>AI training uses anonymised data</strong>: names,
          e-mail addresses, phone numbers and other details that identify a person are removed first.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Sharing and selling',
      body: (
        <>
          <p>
            <strong>We never sell your personal data</strong>, and we do not share it with advertisers.
          </p>
          <p>
            We share data only with service providers that help us run the service (hosting, payment
            processing, e-mail delivery), with the integrations you connect yourself (for example your CRM or
            social accounts), and when the law requires it. Each provider may use the data only to serve us.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: (
        <p>
          We use a session cookie to keep you signed in and remember your sidebar layout, and your browser's
          local storage for your theme choice and for demo visit counts. We do not use advertising cookies.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      body: (
        <p>
          We keep your data while your account is active. When you close your account, or ask us to, we delete
          or anonymise it, except where the law requires us to keep records such as invoices.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Data is encrypted in transit, access is limited to the people who need it, and passwords are stored
          hashed. No system is perfectly secure; if a breach affects you, we will tell you promptly.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <p>
          You can ask to see, correct, export or delete your personal data, or object to how we use it. Ask us
          {atSupport} and we will help you promptly.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: <p>The service is for businesses and is not directed at children under 16.</p>,
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We will post any change on this page and update the date above. If a change matters, we will also
          tell account holders by e-mail.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about your data? Ask us{atSupport}. Our <Link to="/terms">Terms of Service</Link> explain
          the rest of our agreement with you.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      description={`How ${brand.name} collects, uses and protects your information. We never sell personal data.`}
      intro={
        <p>
          Your privacy matters to us. In short: we collect what we need to run the service, we never sell your
          personal data, and AI training uses anonymised data.
        </p>
      }
      sections={sections}
    />
  );
}
