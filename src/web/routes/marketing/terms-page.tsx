import { Link } from 'react-router';
import { MARKETING_CLAIMS } from '../../../domain/plans';
import { useBrand } from '../../app/brand-provider';
import { BrandContactLine } from '../../components/site/brand-contact-line';
import { LegalDocument, type LegalSectionContent } from './legal/legal-document';
import { LEGAL_SERVICES_SENTENCE } from './legal/legal-texts';

const claims = MARKETING_CLAIMS;

export function TermsPage() {
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
      id: 'agreement',
      title: 'Agreement',
      body: (
        <p>
          These terms form the agreement between you and {brand.name} for the use of our website and service.
          By creating an account, starting a subscription or using a demo, you accept them. If you accept on
          behalf of a business, you confirm that you may bind it.
        </p>
      ),
    },
    {
      id: 'service',
      title: 'The service',
      body: (
        <p>
          {brand.name} provides {LEGAL_SERVICES_SENTENCE}. Plans, features and volume limits are described on
          our pricing pages.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <p>
          Keep your sign-in details safe and tell us at once if you think someone else has used your account.
          You are responsible for what happens under your account and for the accuracy of the business
          information you give your agents.
        </p>
      ),
    },
    {
      id: 'billing',
      title: 'Subscriptions and payment',
      body: (
        <>
          <p>
            Plans are monthly subscriptions billed in advance in US dollars. There are{' '}
            {claims.noSetupFees ? <strong>no setup fees</strong> : 'setup fees as quoted'}. Subscriptions
            renew each month until cancelled; cancelling stops the next renewal.
          </p>
          <p>
            After payment, our team will contact you within {claims.contactWithinHours} hours to help set up
            your agent.
          </p>
        </>
      ),
    },
    {
      id: 'money-back',
      title: 'Money-back guarantee',
      body: (
        <p>
          New subscriptions come with a <strong>{claims.moneyBackDays}-day money-back guarantee</strong>. If
          the service is not right for you, ask us{atSupport} within {claims.moneyBackDays} days of your first
          payment for a full refund.
        </p>
      ),
    },
    {
      id: 'pricing-changes',
      title: 'Pricing changes',
      body: (
        <p>
          We may change our prices. We give {claims.pricingNoticeDays} days' notice of any pricing change by
          e-mail, and the new price applies from your first renewal after the notice period.
        </p>
      ),
    },
    {
      id: 'availability',
      title: 'Availability',
      body: (
        <p>
          We aim for {claims.uptime} uptime, measured monthly, excluding maintenance announced in advance.
          Services of third parties (social platforms, e-commerce platforms, payment providers) are outside
          our control.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <ul>
          <li>Do not use the service to send spam or to mislead, harass or defraud anyone.</li>
          <li>Do not upload content you have no right to use, or content that breaks the law.</li>
          <li>Do not try to break, overload or reverse-engineer the service.</li>
        </ul>
      ),
    },
    {
      id: 'content-and-data',
      title: 'Your content and data',
      body: (
        <>
          <p>
            You own your content. You allow us to use it only to provide the service to you, including custom
            AI training for your agent. AI training uses anonymised data, and we never sell personal data.
          </p>
          <p>
            Our <Link to="/privacy">Privacy Policy</Link> explains how we handle personal data.
          </p>
        </>
      ),
    },
    {
      id: 'ai-output',
      title: 'AI answers and quotes',
      body: (
        <p>
          Agents generate answers and quotes automatically from the information you provide. Check your prices
          and business facts regularly; you remain responsible for the offers you make to your customers.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, our total liability for any claim is capped at the fees you paid us in
          the {claims.liabilityCapMonths} months before the claim, and we are not liable for indirect or
          consequential losses such as lost profits.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Ending the agreement',
      body: (
        <p>
          You can cancel at any time from your dashboard or by writing to us. We may suspend or close an
          account that breaks these terms, after telling you why where we can.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We will post any change on this page and update the date above; for important changes we will also
          tell account holders by e-mail before they take effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: <p>For questions about these terms, contact us{atSupport}.</p>,
    },
  ];

  return (
    <LegalDocument
      title="Terms of Service"
      description={`The terms for using ${brand.name}: monthly plans, no setup fees and a ${claims.moneyBackDays}-day money-back guarantee.`}
      intro={
        <p>
          Please read these terms before you use {brand.name}. They cover your subscription, your{' '}
          {claims.moneyBackDays}-day money-back guarantee, our service commitments and the limits of our
          liability.
        </p>
      }
      sections={sections}
    />
  );
}
